#!/usr/bin/env node
/**
 * npm run reviews                      the testimonials clients sent through their review links
 * npm run reviews -- invite --name "Sam Lee" --company "Bulb Floristry" [--film <slug>] [--email sam@…] [--days 30]
 * npm run reviews -- export <id>       one of them as an entry of content/testimonials.ts
 *
 * `invite` prints a personal link to /review/<token> on SITE_URL, signed with REVIEW_SECRET (or the
 * secret kept beside the enquiries file, which the site on this machine uses too); it works once and
 * expires after --days. With --email and SMTP set up, the site's mail server sends it to the client.
 * Listing, with CONTENTFUL_MANAGEMENT_TOKEN set, also makes each review a draft Testimonial in
 * Contentful (once), linked to its film, for you to read and publish. Settings come from the
 * environment and the .env files, as the site reads them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { createTransport } from 'nodemailer';
import { failureLine, managementClient } from './contentful-setup.mjs';
import { isStoredTime, readJsonLines, skippedLinesNote } from './json-lines.mjs';

const jiti = createJiti(import.meta.url);
const load = (file) => jiti.import(fileURLToPath(new URL(file, import.meta.url)));

function fail(message) {
  process.stderr.write(`reviews: ${message}\n`);
  process.exit(2);
}

function loadEnvFiles() {
  try {
    const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
    requireFromNext('@next/env').loadEnvConfig(process.cwd());
  } catch {
    // Without Next's loader only the process environment counts.
  }
}

const fit = (value, width) => {
  const chars = [...String(value ?? '').replace(/[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu, ' ')];
  return (chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : chars.join('')).padEnd(width);
};

async function invite(env, args) {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      company: { type: 'string' },
      film: { type: 'string' },
      email: { type: 'string' },
      days: { type: 'string', default: '30' },
    },
  });
  const { visibleText } = await load('../lib/reviews/clean.ts');
  const token = await load('../lib/reviews/token.ts');
  const name = visibleText(values.name ?? '');
  const company = visibleText(values.company ?? '');
  if (!name) fail('--name "…" is needed: the client’s name as it will be shown');
  if ([...name].length > token.INVITATION_NAME_MAX) fail(`--name is longer than ${token.INVITATION_NAME_MAX} characters`);
  if (!company) fail('--company "…" is needed: the client’s company (they can change it on the form)');
  if ([...company].length > token.INVITATION_COMPANY_MAX)
    fail(`--company is longer than ${token.INVITATION_COMPANY_MAX} characters`);
  if (!/^\d+$/.test(values.days) || Number(values.days) < 1 || Number(values.days) > 365)
    fail('--days must be a whole number of days from 1 to 365');
  let filmTitle;
  if (values.film !== undefined) {
    const { projects } = await load('../content/projects.ts');
    const film = projects.find((project) => project.slug === values.film);
    // With Contentful the films are there, and a film added since the last build is still a film.
    if (!film && !env.CONTENTFUL_SPACE_ID)
      fail(
        `--film ${JSON.stringify(values.film)} is no film of content/projects.ts (${projects.map((project) => project.slug).join(', ')})`,
      );
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.film)) fail('--film takes a film’s slug, e.g. bulb-floristry-workshops');
    filmTitle = film?.title;
  }
  const { reviewFiles, reviewSecret } = await load('../lib/reviews/files.ts');
  const secret = await reviewSecret(env.REVIEW_SECRET, reviewFiles(env.CONTACT_ENQUIRIES_FILE).secret);
  const expiresAt = Date.now() + Number(values.days) * 86_400_000;
  const signed = token.signInvitation({ id: token.newInvitationId(), name, company, film: values.film, expiresAt }, secret);
  const link = `${env.SITE_URL}/review/${signed}`;
  process.stdout.write(`${link}\n`);
  process.stderr.write(
    `For ${name} (${company})${filmTitle ? `, about ${filmTitle}` : ''}; works once, until ${new Date(expiresAt).toISOString().slice(0, 10)}.\n`,
  );
  if (values.email === undefined) return;
  if (!env.SMTP_URL) fail('--email needs SMTP_URL, SMTP_TO and SMTP_FROM; send the link above yourself');
  const { invitationMail } = await load('../lib/reviews/invitation-mail.ts');
  const transport = createTransport({ url: env.SMTP_URL, connectionTimeout: env.SMTP_TIMEOUT_MS });
  try {
    await transport.sendMail(
      invitationMail({ name, filmTitle, link, expiresAt, to: values.email, from: env.SMTP_FROM, replyTo: env.SMTP_TO }),
    );
  } catch (error) {
    fail(`the link could not be mailed (${error.message}); send the link above yourself`);
  } finally {
    transport.close();
  }
  process.stderr.write(`Mailed to ${values.email}.\n`);
}

async function drafts(env, reviews) {
  if (!env.CONTENTFUL_MANAGEMENT_TOKEN || !env.CONTENTFUL_SPACE_ID) return null;
  const { draftTestimonial } = await load('../lib/reviews/testimonial-entry.ts');
  const client = managementClient({
    accessToken: env.CONTENTFUL_MANAGEMENT_TOKEN,
    spaceId: env.CONTENTFUL_SPACE_ID,
    environmentId: env.CONTENTFUL_ENVIRONMENT,
    host: env.CONTENTFUL_MANAGEMENT_HOST,
  });
  const states = new Map();
  for (const review of reviews) {
    try {
      states.set(review.id, await draftTestimonial(client, review));
    } catch (error) {
      states.set(review.id, 'failed');
      process.stderr.write(`Could not make a draft of ${review.id} in Contentful: ${await failureLine(error)}\n`);
    }
  }
  return states;
}

const REVIEW_TEXT = ['id', 'name', 'role', 'company', 'quote', 'consentText'];

/** A line as the review form stores it: every field there, of its kind, and the client's consent. */
const isStoredReview = (record) =>
  REVIEW_TEXT.every((key) => typeof record[key] === 'string' && record[key].trim() !== '') &&
  isStoredTime(record.receivedAt) &&
  record.consent === true &&
  (record.film === undefined || typeof record.film === 'string');

/** The whole reviews of the file, each one that can become a Testimonial; the other lines are named on stderr. */
async function readReviews(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const { testimonialOf } = await load('../lib/reviews/testimonial-entry.ts');
  const makesTestimonial = (review) => {
    try {
      testimonialOf(review);
      return true;
    } catch {
      return false;
    }
  };
  const { records, skipped } = readJsonLines(text, (record) => isStoredReview(record) && makesTestimonial(record));
  process.stderr.write(skippedLinesNote(skipped, 'review', file));
  return records.map(({ record }) => record);
}

async function list(env, file) {
  const reviews = (await readReviews(file)).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  if (!reviews.length) {
    process.stdout.write(`No testimonials yet (${file}).\n`);
    return;
  }
  const states = await drafts(env, reviews);
  const columns = [
    ['Received', 17, (review) => `${review.receivedAt.slice(0, 16).replace('T', ' ')}`],
    ['Name', 22, (review) => review.name],
    ['Company', 22, (review) => review.company],
    ['Film', 26, (review) => review.film ?? '—'],
    ['Consent', 8, (review) => (review.consent === true ? 'yes' : 'NO')],
    ...(states
      ? [['Draft', 8, (review) => ({ created: 'made now', exists: 'yes', failed: 'FAILED' })[states.get(review.id)]]]
      : []),
    ['Id', 16, (review) => review.id],
  ];
  const row = (cells) => `${cells.join('  ').trimEnd()}\n`;
  process.stdout.write(row(columns.map(([title, width]) => fit(title, width))));
  process.stdout.write(row(columns.map(([, width]) => '-'.repeat(width))));
  for (const review of reviews) process.stdout.write(row(columns.map(([, width, value]) => fit(value(review), width))));
  process.stdout.write(
    `\n${reviews.length} testimonial(s), newest first (${file}). ${
      states
        ? 'Each is a draft Testimonial in Contentful: read it there, then publish it.'
        : 'To put one on the site: npm run reviews -- export <id>, then paste it into content/testimonials.ts.'
    }\n`,
  );
  if (states && [...states.values()].includes('failed')) process.exitCode = 1;
}

async function exportReview(file, id) {
  if (!id) fail('export needs the id of a review (npm run reviews lists them)');
  const review = (await readReviews(file)).find((candidate) => candidate.id === id);
  if (!review) fail(`no review has the id ${JSON.stringify(id)} in ${file}`);
  const { testimonialOf, testimonialSource } = await load('../lib/reviews/testimonial-entry.ts');
  process.stdout.write(testimonialSource(testimonialOf(review)));
}

async function main() {
  loadEnvFiles();
  let env;
  try {
    ({ env } = await load('../lib/env.ts'));
  } catch (error) {
    fail(error.message);
  }
  const [command, ...rest] = process.argv.slice(2);
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(
      'Usage: npm run reviews [-- invite --name "…" --company "…" [--film <slug>] [--email …] [--days 30] | export <id>]\n',
    );
    return;
  }
  const { reviewFiles } = await load('../lib/reviews/files.ts');
  const file = reviewFiles(env.CONTACT_ENQUIRIES_FILE).reviews;
  if (command === 'invite') await invite(env, rest);
  else if (command === 'export') await exportReview(file, rest[0]);
  else if (command === undefined || command === 'list') await list(env, file);
  else fail(`unknown command ${JSON.stringify(command)}: use invite, export <id>, or nothing to list`);
}

main().catch((error) => {
  process.stderr.write(`reviews: ${error?.message ?? error}\n`);
  process.exit(1);
});
