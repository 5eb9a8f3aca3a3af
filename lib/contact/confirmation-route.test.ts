import { isRewrite, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config';
import { EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from '../../content/brief';
import { confirmationRoute } from '../contact-routes';
import { briefChoices } from './brief-content';
import { briefKey, parseBriefKey } from './brief-key';
import { isThanksToken, sealThanks } from './thanks';

const isBriefKey = (key: string) => parseBriefKey(key, briefChoices()) !== undefined;
const route = (query: string) => confirmationRoute(new URLSearchParams(query), isBriefKey, isThanksToken);
const thanks = sealThanks('Jo', 's'.repeat(64));

const [projectType] = briefChoices().projectTypes;
const key = briefKey({
  projectType: projectType!,
  length: FILM_LENGTHS.at(-1)!.value,
  shootDays: SHOOT_DAYS.at(-1)!.value,
  location: briefChoices().locations[0],
  extras: EXTRAS.map((extra) => extra.value),
});
const bare = briefKey({ projectType: projectType! });

describe('confirmationRoute', () => {
  it('sends the one plain confirmation, also when a form service adds parameters of its own', () => {
    expect(route('success=true')).toBe('/contact/sent');
    expect(route('utm_source=mail&success=true&_rsc=abc')).toBe('/contact/sent');
  });

  it('sends a key of the form’s own choices to its page with a price, in any order or encoding', () => {
    expect(route(`success=true&brief=${key}`)).toBe(`/contact/sent/${key}`);
    expect(route(`brief=${key}&success=true`)).toBe(`/contact/sent/${key}`);
    expect(route(`%73uccess=true&%62rief=${encodeURIComponent(key).replace(/_/g, '%5F')}`)).toBe(`/contact/sent/${key}`);
  });

  it('lets a sealed first name through in the query: with a brief to its page, without one to the thanks by name', () => {
    expect(route(`success=true&brief=${key}&thanks=${thanks}`)).toBe(`/contact/sent/${key}`);
    expect(route(`thanks=${thanks}&success=true`)).toBe('/contact/sent/thanks');
    for (const query of [
      `success=true&thanks=${thanks}&thanks=${thanks}`,
      `success=true&brief=${key}&thanks=jo`,
      `success=true&thanks=${thanks.toUpperCase()}`,
      `success=true&brief=${key}&thanks=`,
      `success=true&brief=madeup-1&thanks=${thanks}`,
    ]) {
      expect([query, route(query)]).toEqual([query, 'refused']);
    }
  });

  it('refuses every other confirmation address: made-up keys, repeated or contradicting parameters', () => {
    for (const query of [
      `success=true&brief=${bare}&brief=madeup-1`,
      `success=true&brief=madeup-1&brief=${bare}`,
      `success=true&brief=${bare}&brief=${bare}`,
      `success=no&success=true&brief=madeup-1`,
      `success=true&success=true`,
      `success=no&success=true&brief=${key}`,
      'success=true&brief=',
      'success=true&brief=madeup-1',
      `success=true&brief=${key}~x`,
      `success=true&brief=${key.toUpperCase()}`,
      `success=true&%62rief=madeup-1`,
      `success=true&brief=..%2F..%2Fabout`,
      `success=true&brief=${'x'.repeat(201)}`,
    ]) {
      expect([query, route(query)]).toEqual([query, 'refused']);
    }
  });

  it('leaves an address that asks for no confirmation to the contact page', () => {
    for (const query of [
      '',
      'success=false',
      'success=1',
      'success=TRUE',
      `brief=${key}`,
      'brief=madeup&brief=x',
      'from=/about',
    ]) {
      expect(route(query)).toBeUndefined();
    }
  });

  it('is the only route to the confirmation: the site’s routing config rewrites no contact address', async () => {
    for (const path of [
      '/contact?success=true',
      `/contact?success=true&brief=${key}`,
      `/contact?success=no&success=true&brief=madeup-1`,
      `/contact?success=true&brief=${bare}&brief=madeup-1`,
    ]) {
      const response = await unstable_getResponseFromNextConfig({ url: `http://site.test${path}`, nextConfig });
      expect([path, isRewrite(response)]).toEqual([path, false]);
    }
  });
});
