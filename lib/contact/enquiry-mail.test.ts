import { simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import { enquiryMail } from './enquiry-mail';
import type { StoredEnquiry } from './enquiry-store';

const settings = { to: 'studio@example.com', from: 'website@example.com', messageIdDomain: 'kestrel.test' };

const enquiry: StoredEnquiry = {
  id: '1746093600000-abc',
  receivedAt: '2026-05-01T10:00:00.000Z',
  name: 'Jo Bloggs',
  email: 'jo@example.co.uk',
  projectType: 'event',
  message: 'Filming our conference.\nTwo days, <b>200</b> guests & "drinks".',
};

/** The message exactly as nodemailer would put it on the wire. */
async function rawMail(stored: StoredEnquiry) {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sent = await transport.sendMail(enquiryMail('1746093600000-abc', stored, settings));
  const raw = (sent.message as Buffer).toString('utf8');
  return { raw, envelope: sent.envelope, headerBlock: raw.slice(0, raw.indexOf('\n\n')), parsed: await simpleParser(raw) };
}

describe('enquiryMail', () => {
  it('names the visitor and project type, replies to the visitor and holds every field', async () => {
    const { parsed, envelope } = await rawMail(enquiry);
    expect(parsed.subject).toBe('Enquiry from Jo Bloggs: Event Video');
    // The address alone: a display name would be the visitor's to choose.
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'jo@example.co.uk' }]);
    expect(parsed.from?.value).toEqual([{ name: 'Kestrel Films website', address: 'website@example.com' }]);
    expect(parsed.messageId).toBe('<enquiry-1746093600000-abc@kestrel.test>');
    expect(envelope).toEqual({ from: 'website@example.com', to: ['studio@example.com'] });
    for (const part of [
      'Name: Jo Bloggs',
      'Email: jo@example.co.uk',
      'Project type: Event Video',
      enquiry.message,
      '2026-05-01T10:00:00.000Z',
    ]) {
      expect(parsed.text).toContain(part);
    }
    // The HTML part escapes what the visitor wrote.
    expect(parsed.html).toContain('&lt;b&gt;200&lt;/b&gt; guests &amp; &quot;drinks&quot;');
    expect(parsed.html).not.toContain('<b>200</b>');
  });

  it('lets nothing the visitor typed add a header or a recipient', async () => {
    const hostile: StoredEnquiry = {
      ...enquiry,
      name: 'Jo\r\nBcc: victim@example.org\r\nX-Injected: yes\u0000\u0085\u2028',
      projectType: 'event\r\nCc: other@example.org' as StoredEnquiry['projectType'],
    };
    const { headerBlock, envelope, parsed } = await rawMail(hostile);
    expect(headerBlock).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(headerBlock).not.toMatch(/victim@example\.org>?\s*$/m);
    expect(envelope.to).toEqual(['studio@example.com']);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headers.has('cc')).toBe(false);
    expect(parsed.subject).not.toMatch(/[\r\n\u0000-\u001f]/);
    expect(parsed.replyTo?.value[0]?.address).toBe('jo@example.co.uk');
    // The header values handed to nodemailer are clean already, whatever it would do with them.
    const options = enquiryMail('1', hostile, settings);
    expect(`${options.subject} ${JSON.stringify(options.replyTo)}`).not.toMatch(/[\u0000-\u001f\u0085\u2028]|\\[rnu]/);
  });

  it('keeps the visitor out of From and To even when their address is the owner’s', async () => {
    const { parsed, envelope } = await rawMail({ ...enquiry, email: 'visitor@example.net' });
    expect(parsed.from?.value.map((address) => address.address)).toEqual(['website@example.com']);
    const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    expect(to.flatMap((list) => list?.value.map((address) => address.address))).toEqual(['studio@example.com']);
    expect(envelope.to).not.toContain('visitor@example.net');
  });

  it('shortens a very long name in the subject', async () => {
    const { parsed } = await rawMail({ ...enquiry, name: 'N'.repeat(300) });
    expect(parsed.subject!.length).toBeLessThan(120);
    expect(parsed.text).toContain('N'.repeat(300));
  });

  it('holds the brief, the indicative price marked as such, and where the enquiry came from', async () => {
    const { parsed } = await rawMail({
      ...enquiry,
      length: '3-5',
      shootDays: '2',
      location: 'elsewhere',
      shootDate: 'flexible',
      deadline: '2026-09-30',
      extras: ['vertical', 'rush'],
      budget: 'unsure',
      priceLow: 2100,
      priceHigh: 3350,
      priceReason: 'Event Video from £950, a rush edit +25%',
      sourcePage: '/portfolio/some-film',
      sourceService: 'event-videography',
      sourceFilm: 'some-film',
    });
    for (const line of [
      'Finished length: 3 to 5 minutes',
      'Shoot days: 2 days',
      'Where: Elsewhere',
      'Shoot date: Flexible',
      'Deadline: 2026-09-30',
      'Extras: Vertical versions, A rush edit',
      'Budget: Not sure yet',
      'Indicative price: £2,100–£3,350 (indicative, shown to the visitor: Event Video from £950, a rush edit +25%)',
      'Came from: /portfolio/some-film',
      'Service: event-videography',
      'Film: some-film',
    ])
      expect(parsed.text).toContain(line);
    expect(parsed.html).toContain('£2,100–£3,350 (indicative');
  });

  it('shows no price and no brief when there are none', async () => {
    const { parsed } = await rawMail(enquiry);
    expect(parsed.text).not.toMatch(/Indicative|Finished length|Came from/);
  });

  it('ends with the link to the month’s enquiries so far when the site gives one, in both parts', async () => {
    const link = 'https://kestrel.test/api/enquiries-report?link=abc.def';
    const mail = enquiryMail('1', enquiry, settings, { reportLink: link });
    expect(String(mail.text).trimEnd().endsWith(`This month’s enquiries so far, by e-mail: ${link}`)).toBe(true);
    expect(String(mail.html)).toContain(`<a href="${link}">This month’s enquiries so far, by e-mail</a>`);
    expect(String(enquiryMail('1', enquiry, settings).text)).not.toContain('enquiries so far');
  });
});
