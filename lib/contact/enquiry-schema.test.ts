import { services } from '@/content/services';
import { projectTypeOptions } from '../../content/brief';
import { ENQUIRY_MESSAGES, enquiryInputFromFormData } from './enquiry-fields';
import { validateEnquiry } from './enquiry-schema';

const valid = { name: 'Jo Bloggs', email: 'jo@example.co.uk', projectType: 'event', message: 'A conference in May.' };

describe('validateEnquiry', () => {
  it('accepts a complete enquiry and trims surrounding spaces', () => {
    expect(validateEnquiry({ ...valid, name: '  Jo Bloggs ', email: ' jo@example.co.uk ' })).toEqual({
      success: true,
      data: valid,
    });
  });

  it('uses the form’s fixed messages', () => {
    expect(ENQUIRY_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Please enter a valid email address',
      projectType: 'Please select a project type',
      message: 'Message must be at least 10 characters long',
    });
  });

  it.each([
    ['name', 'J', ENQUIRY_MESSAGES.name],
    ['name', '  J   ', ENQUIRY_MESSAGES.name],
    ['email', 'jo@', ENQUIRY_MESSAGES.email],
    ['email', 'not an email', ENQUIRY_MESSAGES.email],
    ['projectType', '', ENQUIRY_MESSAGES.projectType],
    ['projectType', 'Wedding Video', ENQUIRY_MESSAGES.projectType],
    ['message', 'Too short', ENQUIRY_MESSAGES.message],
    ['message', '   short   ', ENQUIRY_MESSAGES.message],
  ])('rejects %s = %j with its message only', (field, value, message) => {
    expect(validateEnquiry({ ...valid, [field]: value })).toEqual({ success: false, errors: { [field]: message } });
  });

  it('accepts addresses in any script, as nodemailer carries them, and the punycode Chromium sends', () => {
    for (const email of [
      'josé@exämple.de',
      'jo@xn--exmple-cua.de',
      '李@例え.jp',
      'пример@почта.рф',
      'a.b+c@d.io',
      "o'neil@x.co.uk",
    ]) {
      expect(validateEnquiry({ ...valid, email })).toEqual({ success: true, data: { ...valid, email } });
    }
  });

  it.each([
    'a@b',
    'a..b@c.de',
    '.a@b.de',
    'a.@b.de',
    'a@b.c',
    'jo @x.de',
    '"jo"@x.de',
    'a<b>@c.de',
    '=?utf-8?b?QQ==?=@x.de',
    'a@-b.de',
    `${'a'.repeat(65)}@x.de`,
  ])('rejects the address %j', (email) => {
    expect(validateEnquiry({ ...valid, email })).toEqual({ success: false, errors: { email: ENQUIRY_MESSAGES.email } });
  });

  it('does not count invisible characters, so the form and the receiver agree', () => {
    expect(validateEnquiry({ ...valid, name: '\u200b\u202e' })).toEqual({
      success: false,
      errors: { name: ENQUIRY_MESSAGES.name },
    });
    expect(validateEnquiry({ ...valid, name: 'J\u200bo', email: 'jo@\u200bexample.co.uk' })).toEqual({
      success: true,
      data: { ...valid, name: 'Jo' },
    });
  });

  it.each([
    ['Hangul fillers', '\u3164\u3164\u115f\u1160\uffa0'],
    ['tag characters', '\u{e0001}\u{e004a}\u{e006f}\u{e007f}'],
    ['soft hyphens', '\u00ad\u00ad\u00ad'],
    ['a mix of everything that draws nothing', ' \u3164\u00ad\u200d\ufe0f\u2066\u{e0020}\u2800\u3000 '],
    ['one letter among them', '\u3164J\u3164\u00ad\u{e0041}'],
  ])('refuses a name of %s with the name’s message', (_, name) => {
    expect(validateEnquiry({ ...valid, name })).toEqual({ success: false, errors: { name: ENQUIRY_MESSAGES.name } });
  });

  it('does not count invisible characters in a message either', () => {
    expect(validateEnquiry({ ...valid, message: '\u2800\u202e\u200b'.repeat(10) })).toEqual({
      success: false,
      errors: { message: ENQUIRY_MESSAGES.message },
    });
    expect(validateEnquiry({ ...valid, message: 'A conference\u202e in May.' })).toEqual({ success: true, data: valid });
  });

  it('accepts the boundary lengths: 2 characters of name, 10 of message', () => {
    expect(validateEnquiry({ ...valid, name: 'Jo', message: '0123456789' }).success).toBe(true);
  });

  it('accepts the project types it is given and no other: a new service can be named in an enquiry', () => {
    const projectTypes = projectTypeOptions([...services, { slug: 'drone-films', title: 'Drone Films' }]).map(
      (type) => type.value,
    );
    for (const projectType of projectTypes)
      expect(validateEnquiry({ ...valid, projectType }, { projectTypes }).success).toBe(true);
    expect(validateEnquiry({ ...valid, projectType: 'wedding' }, { projectTypes })).toEqual({
      success: false,
      errors: { projectType: ENQUIRY_MESSAGES.projectType },
    });
  });

  it('reports every field of an empty form, and of input that is not an object at all', () => {
    const all = { success: false, errors: ENQUIRY_MESSAGES };
    expect(validateEnquiry({ name: '', email: '', projectType: '', message: '' })).toEqual(all);
    expect(validateEnquiry({})).toEqual(all);
    expect(validateEnquiry(null)).toEqual(all);
    expect(validateEnquiry('name=Jo')).toEqual(all);
  });

  it('rejects values that are not strings', () => {
    expect(validateEnquiry({ ...valid, name: ['Jo', 'Bloggs'] })).toEqual({
      success: false,
      errors: { name: ENQUIRY_MESSAGES.name },
    });
  });
});

describe('enquiryInputFromFormData', () => {
  it('reads the four fields as strings, with missing fields and files as empty strings', () => {
    const form = new FormData();
    form.append('name', 'Jo');
    form.append('message', new Blob(['file body']), 'note.txt');
    form.append('other', 'ignored');
    expect(enquiryInputFromFormData(form)).toEqual({ name: 'Jo', email: '', projectType: '', message: '' });
  });
});
