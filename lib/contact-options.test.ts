import { contactOptions, telHref } from './contact-options';

describe('contactOptions', () => {
  it('lists the phone number, then the booking page, when both are set', () => {
    expect(contactOptions({ phone: '+44 (0)1273 123-456', bookingUrl: 'https://cal.example/kestrel' })).toEqual([
      { kind: 'phone', label: 'Phone', text: '+44 (0)1273 123-456', href: 'tel:+441273123456' },
      { kind: 'booking', label: 'Book a call', text: 'Choose a time that suits you', href: 'https://cal.example/kestrel' },
    ]);
  });

  it('lists only what is set, and nothing when neither is', () => {
    expect(contactOptions({ phone: '01273 123456' }).map((option) => option.kind)).toEqual(['phone']);
    expect(contactOptions({ bookingUrl: 'https://cal.example/kestrel' }).map((option) => option.kind)).toEqual(['booking']);
    expect(contactOptions({})).toEqual([]);
    expect(contactOptions({ phone: '', bookingUrl: '' })).toEqual([]);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+44 1273 123456')).toBe('tel:+441273123456');
    expect(telHref('01273 (123) 456')).toBe('tel:01273123456');
  });

  it('leaves out the (0) written after a country code, which is not dialled with it', () => {
    expect(telHref('+44 (0)1273 123456')).toBe('tel:+441273123456');
    expect(telHref('+44 ( 0 ) 20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('(01273) 123456')).toBe('tel:01273123456');
  });
});
