/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { projectTypeOf, type LocationOption } from '@/content/brief';
import { services } from '@/content/services';
import { projectTypes } from '@/lib/contact/brief-content';
import { briefKey } from '@/lib/contact/brief-key';
import {
  BRIEF_MESSAGES,
  DAY_RANGE,
  ENQUIRY_MESSAGES,
  MESSAGE_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PROJECT_TYPE_PLACEHOLDER,
} from '@/lib/contact/enquiry-fields';
import { formatPounds, priceTable, type PriceTable } from '@/lib/pricing';
import { FIXTURE_RULES } from '@/test/support/price-fixture';
import { ContactFields } from './contact-fields';
import { ContactForm } from './contact-form';
import { contactFormIcons } from './contact-form-icons';

const NEXT = 'https://site.test/contact?success=true';
/** A project type of the site's own services (the first's), which the made-up prices below price. */
const TYPE = projectTypeOf(services[0]!).value;

/** The form as the contact page composes it: the island around the fields rendered on the server. */
function contactForm(priceTable?: PriceTable, places: LocationOption[] = []) {
  const types = projectTypes();
  return (
    <ContactForm
      action="/api/contact"
      choices={{ projectTypes: types.map((type) => type.value), locations: places.map((place) => place.value) }}
      priceTable={priceTable}
      icons={contactFormIcons}
    >
      <ContactFields nextUrl={NEXT} projectTypes={types} locations={places} icons={contactFormIcons} />
    </ContactForm>
  );
}

const renderForm = (priceTable?: PriceTable, places: LocationOption[] = []) => render(contactForm(priceTable, places));

function setup() {
  const view = renderForm();
  const form = view.container.querySelector('form')!;
  return { ...view, form };
}

/** Submits the way a click does and tells whether the browser would go on to post. */
function submit(form: HTMLFormElement): boolean {
  return fireEvent.submit(form);
}

/** The schema is fetched when the visitor reaches the form; wait until it has arrived. */
async function reachForm() {
  fireEvent.focus(screen.getByLabelText('Name'));
  await act(() => import('@/lib/contact/enquiry-schema'));
}

function fill(values: Partial<Record<'Name' | 'Email' | 'Project type' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactForm', () => {
  it('is a native post form with labelled fields, the honeypot and the return address', () => {
    const { form } = setup();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    for (const label of ['Name', 'Email', 'Project type', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    // The browser's own check without JavaScript asks for what the schema asks for.
    expect(screen.getByLabelText('Name')).toHaveAttribute('minlength', String(NAME_MIN_LENGTH));
    expect(screen.getByLabelText('Message')).toHaveAttribute('minlength', String(MESSAGE_MIN_LENGTH));
    const options = [...(screen.getByLabelText('Project type') as HTMLSelectElement).options].map((option) => [
      option.value,
      option.text,
    ]);
    // The placeholder first, then every service's type, then "Other".
    expect(options).toEqual([['', PROJECT_TYPE_PLACEHOLDER], ...projectTypes().map((type) => [type.value, type.label])]);
    expect(options.at(-1)).toEqual(['other', 'Other']);
    expect(new Set(options.slice(1, -1).map(([value]) => value))).toEqual(
      new Set(services.map((service) => projectTypeOf(service).value)),
    );
    const honeypot = form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    expect(honeypot.value).toBe('');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="_next"]')).toHaveValue(NEXT);
  });

  it('switches off the browser’s own bubbles once hydrated, so the schema’s messages show instead', () => {
    const { form } = setup();
    expect(form.noValidate).toBe(true);
  });

  it('blocks an empty form, shows every message beside its field and focuses the first', async () => {
    const { form } = setup();
    await reachForm();
    expect(submit(form)).toBe(false);
    for (const [label, field] of [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Project type', 'projectType'],
      ['Message', 'message'],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(ENQUIRY_MESSAGES[field]));
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('focuses the first invalid field in form order', async () => {
    const { form } = setup();
    await reachForm();
    fill({ Name: 'Jo Bloggs', Email: 'jo@example.com', Message: 'short' });
    expect(submit(form)).toBe(false);
    expect(screen.getByLabelText('Project type')).toHaveFocus();
    expect(screen.queryByText(ENQUIRY_MESSAGES.name)).toBeNull();
    expect(screen.getByText(ENQUIRY_MESSAGES.projectType)).toBeInTheDocument();
    expect(screen.getByText(ENQUIRY_MESSAGES.message)).toBeInTheDocument();
  });

  it('takes a message away as soon as its field is put right', async () => {
    const { form } = setup();
    await reachForm();
    fill({ Name: 'J' });
    submit(form);
    expect(screen.getByText(ENQUIRY_MESSAGES.name)).toBeInTheDocument();
    fill({ Name: 'Jo' });
    expect(screen.queryByText(ENQUIRY_MESSAGES.name)).toBeNull();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(ENQUIRY_MESSAGES.email)).toBeInTheDocument();
  });

  it('refuses a name that draws nothing, as the receiver does', async () => {
    const { form } = setup();
    await reachForm();
    fill({
      Name: '\u3164\u3164\u00ad\u{e0041}\u{e0042}',
      Email: 'jo@example.com',
      'Project type': TYPE,
      Message: 'A conference in May.',
    });
    expect(submit(form)).toBe(false);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(ENQUIRY_MESSAGES.name);
  });

  it('lets a valid enquiry go on as a native post, once', async () => {
    const { form } = setup();
    await reachForm();
    fill({ Name: 'Jo Bloggs', Email: 'jo@example.com', 'Project type': TYPE, Message: 'A conference in May.' });
    expect(submit(form)).toBe(true);
    expect(screen.getByRole('button', { name: /Sending/ })).toHaveAttribute('aria-disabled', 'true');
    // A second click while the first post is on its way is held back.
    expect(submit(form)).toBe(false);
  });

  it('waits for the schema when submitted before it has arrived, then checks the fields', async () => {
    const { form } = setup();
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {
      fireEvent.submit(form);
    });
    expect(submit(form)).toBe(false);
    await waitFor(() => expect(requestSubmit).toHaveBeenCalled());
    expect(screen.getByText(ENQUIRY_MESSAGES.name)).toBeInTheDocument();
  });

  describe('the brief', () => {
    const table = priceTable(
      {
        services: ['party-films'],
        spreadPercent: 50,
        length: { 'up-to-1': 0, '1-3': 100, '3-5': 300, '5-10': 700, 'over-10': 1500 },
        extraDay: 400,
        travel: { locations: {}, elsewhere: 260 },
        extras: { social: 90, vertical: 60, captions: 30 },
        rushPercent: 20,
      },
      [{ slug: 'party-films', title: 'Party Films', priceFrom: 600, projectType: projectTypeOf(services[0]!) }],
      [{ value: 'home-town', label: 'Home Town' }],
    );
    const renderWith = (priceTableProp: PriceTable | undefined) =>
      renderForm(priceTableProp, [{ value: 'home-town', label: 'Home Town' }]);

    it('offers the places it is given and "Elsewhere"', () => {
      renderWith(table);
      const options = [...(screen.getByLabelText('Where') as HTMLSelectElement).options].map((option) => option.value);
      expect(options).toEqual(['', 'home-town', 'elsewhere']);
    });

    it('shows the indicative range as the brief is filled, from the rules it is given', () => {
      renderWith(table);
      expect(screen.queryByText(/Typically/)).toBeNull();
      fill({ 'Project type': TYPE });
      expect(screen.getByTestId('price-estimate')).toHaveTextContent('Typically £600–£900 for a film like this');
      fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'elsewhere' } });
      expect(screen.getByTestId('price-estimate')).toHaveTextContent('Typically £850–£1,300 for a film like this');
      expect(screen.getByTestId('price-estimate')).toHaveTextContent('travel beyond the home area +£260');
      expect(screen.getByTestId('price-estimate')).toHaveTextContent('Indicative only');
      fill({ 'Project type': 'other' });
      expect(screen.queryByTestId('price-estimate')).toBeNull();
    });

    it('for a place the rules give no travel price, leaves travel out of the range and says it is quoted separately', () => {
      renderWith(table);
      fill({ 'Project type': TYPE });
      fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'home-town' } });
      expect(screen.getByTestId('price-estimate')).toHaveTextContent('Typically £600–£900 for a film like this');
      expect(screen.getByTestId('price-estimate')).toHaveTextContent('travel to Home Town quoted separately');
    });

    it('names the priced brief in the return address an external form service sends the visitor to, and nothing else', async () => {
      const sentTo = async (projectType: string) => {
        cleanup();
        const { container } = renderWith(table);
        await reachForm();
        fill({ Name: 'Jo Bloggs', Email: 'jo@example.test', 'Project type': projectType, Message: 'A film of our summer ball.' });
        fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'elsewhere' } });
        expect(submit(container.querySelector('form')!)).toBe(true);
        return (container.querySelector('input[name="_next"]') as HTMLInputElement).value;
      };
      expect(await sentTo(TYPE)).toBe(`${NEXT}&brief=${briefKey({ projectType: TYPE, location: 'elsewhere' })}`);
      // A type without a price: the plain confirmation.
      expect(await sentTo('other')).toBe(NEXT);
    });

    it('offers and accepts only the days the receiver accepts, and says so beside a date outside them', async () => {
      const { container } = renderWith(undefined);
      for (const label of ['Shoot date', 'Deadline']) {
        expect(screen.getByLabelText(label)).toHaveAttribute('min', DAY_RANGE.min);
        expect(screen.getByLabelText(label)).toHaveAttribute('max', DAY_RANGE.max);
      }
      await reachForm();
      fill({ Name: 'Jo Bloggs', Email: 'jo@example.test', 'Project type': TYPE, Message: 'A film of our summer ball.' });
      // A date picker takes any year to 275760; a slip of the keyboard makes 0202 or 2206.
      fireEvent.change(screen.getByLabelText('Shoot date'), { target: { value: '0202-06-01' } });
      fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2206-07-01' } });
      const form = container.querySelector('form')!;
      expect(submit(form)).toBe(false);
      expect(screen.getByLabelText('Shoot date')).toHaveFocus();
      expect(screen.getByLabelText('Shoot date')).toHaveAccessibleDescription(BRIEF_MESSAGES.shootDate);
      expect(screen.getByLabelText('Deadline')).toHaveAccessibleDescription(BRIEF_MESSAGES.deadline);
      expect(screen.getByLabelText('Shoot date')).toHaveValue('0202-06-01');
      fireEvent.change(screen.getByLabelText('Shoot date'), { target: { value: '2026-06-01' } });
      fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2026-07-01' } });
      expect(submit(form)).toBe(true);
    });

    it('for a service the rules leave unpriced, says so with its “From £…” instead of showing nothing', () => {
      const [priced, unpriced] = services;
      const rules = { ...FIXTURE_RULES, services: [priced!.slug] };
      renderWith(priceTable(rules, services, [{ value: 'home-town', label: 'Home Town' }]));
      fill({ 'Project type': projectTypeOf(unpriced!).value });
      expect(screen.queryByTestId('price-estimate')).toBeNull();
      expect(screen.getByTestId('price-note')).toHaveTextContent(`starts from ${formatPounds(unpriced!.priceFrom)}`);
      fill({ 'Project type': projectTypeOf(priced!).value });
      expect(screen.queryByTestId('price-note')).toBeNull();
      expect(screen.getByTestId('price-estimate')).toBeInTheDocument();
    });

    it('prices, once hydrated, a choice the visitor made in the server’s form before its scripts ran', async () => {
      const form = contactForm(table, [{ value: 'home-town', label: 'Home Town' }]);
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(form);
      expect(screen.queryByTestId('price-estimate')).toBeNull();
      // Chosen in the page as the server sent it: no script has seen the change.
      (screen.getByLabelText('Project type') as HTMLSelectElement).value = TYPE;
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(container, form);
        });
        expect(screen.getByTestId('price-estimate')).toHaveTextContent('Typically £600–£900 for a film like this');
      } finally {
        act(() => root?.unmount());
        container.remove();
      }
    });

    it('shows no price without rules', () => {
      renderWith(undefined);
      fill({ 'Project type': TYPE });
      expect(screen.queryByText(/Typically/)).toBeNull();
    });
  });
});
