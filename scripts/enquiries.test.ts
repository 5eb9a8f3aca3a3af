import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `npm run enquiries` as the owner would: plain Node, the file named by the setting. */
const root = path.resolve(__dirname, '..');
const fixture = path.join(__dirname, 'fixtures', 'enquiries.jsonl');

function enquiries(args: string[], file = fixture) {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'enquiries.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, CONTACT_ENQUIRIES_FILE: file },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A CSV reader after RFC 4180: quoted fields, doubled quotes, line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  return rows;
}

describe('npm run enquiries', () => {
  it('prints a table, newest first, and reports the line that is not an enquiry', () => {
    const { status, stdout, stderr } = enquiries([]);
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^Received at\s+Name\s+Email\s+Project type\s+Came from\s+Indicative\s+Mailed\s+Message$/);
    const rows = lines.slice(2, 6);
    expect(rows.map((row) => row.slice(0, 20))).toEqual([
      '2026-05-03 09:30 UTC',
      '2026-05-02 12:00 UTC',
      '2026-05-01 10:00 UTC',
      '2026-04-02 08:15 UTC',
    ]);
    expect(rows[0]).toContain('Zoë Ångström');
    // The message's lines are joined on one row.
    expect(rows[2]).toContain('+44 1273 000000 -- budget: "£2,000", flexible Thi…');
    expect(stdout).toContain('4 of 4 enquiries, newest first');
    expect(stderr).toContain('Skipped 1 line(s) that are not a whole enquiry: line 3');
  });

  it('never passes a terminal escape sequence through', () => {
    const { stdout } = enquiries([]);
    expect(stdout).not.toMatch(/\u001b/);
    expect(stdout).toContain('Old [31mred[0m name');
  });

  it('prints stored text without the invisible characters that reorder or hide it, in the table, the CSV and the report', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'enquiries-'));
    try {
      const file = path.join(folder, 'enquiries.jsonl');
      // As an enquiry stored before the receiver removed them would hold them.
      const stored = {
        id: 'e1',
        receivedAt: '2026-05-02T10:00:00.000Z',
        name: 'Jo \u202eexe.txt\u202c Bloggs\u2800',
        email: 'jo@\u200bexample.com',
        projectType: 'event\u2066',
        message: 'Line one\u202e\r\nline \u{13430}two\u200f',
        sourcePage: '/portfolio/\u202esome-film',
      };
      writeFileSync(file, `${JSON.stringify(stored)}\n`);
      const hidden = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
      for (const args of [[], ['--csv'], ['--report']]) {
        const { status, stdout } = enquiries(args, file);
        expect(status).toBe(0);
        expect(stdout.replace(/^\uFEFF/, '')).not.toMatch(hidden);
      }
      expect(enquiries([], file).stdout).toContain('Jo exe.txt Bloggs');
      expect(enquiries(['--csv'], file).stdout).toContain('"Line one \nline two"');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('--since and --limit choose which enquiries are shown', () => {
    expect(enquiries(['--since', '2026-05-01T12:00:00Z']).stdout).toContain('2 of 2 enquiries');
    const limited = enquiries(['--limit', '1']);
    expect(limited.stdout).toContain('1 of 4 enquiries');
    expect(limited.stdout).toContain('Zoë Ångström');
    expect(limited.stdout).not.toContain('Oldest Client');
    // An age counts back from now: the fixture is older than a day.
    expect(enquiries(['--since', '1d']).stdout).toContain('0 of 0 enquiries');
  });

  it('refuses options it cannot read, with a message', () => {
    for (const args of [
      ['--limit', 'ten'],
      ['--limit', '0'],
      ['--since', 'last tuesday'],
      ['--month', '2026-13'],
      ['--month', 'May'],
    ]) {
      const { status, stderr } = enquiries(args);
      expect(status).toBe(2);
      expect(stderr).toMatch(/^enquiries: --(limit|since|month) /);
    }
  });

  it('writes a CSV a spreadsheet opens: quoted cells, UTF-8 mark, formulas neutralised', () => {
    const { status, stdout } = enquiries(['--csv']);
    expect(status).toBe(0);
    expect(stdout.startsWith('\uFEFF"Received at","Name","Email","Project type","Finished length",')).toBe(true);
    const rows = parseCsv(stdout.slice(1));
    expect(rows).toHaveLength(5);
    const width = rows[0]!.length;
    expect(rows[0]![width - 1]).toBe('Message');
    for (const row of rows) expect(row).toHaveLength(width);
    const formula = rows.find((row) => row[0] === '2026-05-01T10:00:00.000Z')!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(formula[2]).toBe(`'@attacker.example`);
    // A message with line breaks, quotes and commas stays one cell, first character neutralised.
    expect(formula[width - 1]).toBe(`'+44 1273 000000\n-- budget: "£2,000", flexible\nThird line, with a comma`);
    // No cell starts with a character a spreadsheet would run as a formula.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows.map((row) => row[0]).slice(1)).toEqual([
      '2026-05-03T09:30:00.000Z',
      '2026-05-02T12:00:00.000Z',
      '2026-05-01T10:00:00.000Z',
      '2026-04-02T08:15:00.000Z',
    ]);
  });

  it('reports and skips a line whose fields are of another kind, in the table, the report and the CSV', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'enquiries-'));
    const good = (name: string, day: string) => ({
      receivedAt: `2026-05-${day}T10:00:00.000Z`,
      name,
      email: 'jo@example.com',
      projectType: 'event',
      message: 'A conference in May.',
    });
    const damaged = [
      { ...good('Numeric Time', '02'), receivedAt: 1777000000000 },
      { ...good('Object Time', '03'), receivedAt: { at: '2026-05-03' } },
      { ...good('Loose Time', '04'), receivedAt: '4 May 2026' },
      { ...good('', '05'), name: { first: 'Jo' } },
      { ...good('Numeric Email', '06'), email: 42 },
      { ...good('Null Message', '07'), message: null },
      { ...good('String Extras', '08'), extras: 'captions' },
      { ...good('Object In Extras', '09'), extras: [{ x: 1 }] },
      { ...good('Text Price', '10'), priceLow: '3000', priceHigh: 4000 },
      { ...good('Array Source', '11'), sourcePage: ['/a'] },
      ['not', 'an', 'object'],
      null,
      'a string',
    ];
    const own = { ...good('Own Order', '13'), order: 'first', mailed: 'yes' };
    const file = path.join(folder, 'enquiries.jsonl');
    writeFileSync(
      file,
      [good('Whole One', '01'), ...damaged, good('Whole Two', '12'), own].map((line) => JSON.stringify(line)).join('\n'),
    );
    try {
      const skipped = `Skipped ${damaged.length} line(s) that are not a whole enquiry: line ${damaged.map((_, index) => index + 2).join(', ')} of ${file}.`;
      const table = enquiries([], file);
      expect(table.status).toBe(0);
      expect(table.stderr).toContain(skipped);
      const rows = table.stdout.split('\n').slice(2, 5);
      expect(rows.map((row) => row.slice(0, 20))).toEqual([
        '2026-05-13 10:00 UTC',
        '2026-05-12 10:00 UTC',
        '2026-05-01 10:00 UTC',
      ]);
      expect(table.stdout).toContain('3 of 3 enquiries');
      // No outbox beside the file: nothing says it was mailed.
      expect(rows[0]).not.toMatch(/\syes\s/);

      const report = enquiries(['--report'], file);
      expect(report.status).toBe(0);
      expect(report.stderr).toContain(skipped);
      expect(report.stdout).toContain('Total: 3 enquiries.');

      const csv = enquiries(['--csv'], file);
      expect(csv.status).toBe(0);
      expect(parseCsv(csv.stdout.slice(1)).map((row) => row[1])).toEqual(['Name', 'Own Order', 'Whole Two', 'Whole One']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says so when there are no enquiries yet', () => {
    const { status, stderr } = enquiries([], path.join(__dirname, 'fixtures', 'missing.jsonl'));
    expect(status).toBe(0);
    expect(stderr).toMatch(/^No enquiries yet: .*missing\.jsonl does not exist\.\n$/);
  });

  describe('with the brief, the source and the outbox', () => {
    // Its outbox folder (brief-outbox/) has sent the first two, holds the third and never had the fourth.
    const brief = path.join(__dirname, 'fixtures', 'brief.jsonl');

    it('shows where each enquiry came from, its indicative price and which were never mailed', () => {
      const { status, stdout } = enquiries([], brief);
      expect(status).toBe(0);
      const row = (name: string) => stdout.split('\n').find((line) => line.includes(name))!;
      expect(row('Came From A Film')).toMatch(/\/portfolio\/some-film\s+£3,000–4,200\s+yes\s/);
      expect(row('Came From A Service')).toMatch(/\/corporate-videography\s+yes\s/);
      expect(row('No Source')).toMatch(/\swaiting\s/);
      expect(row('Also From The Film')).toMatch(/\sNO\s/);
      expect(stdout).toContain('Not mailed yet: 2 (Also From The Film, 2026-07-02T09:00:00.000Z: never queued; No Source');
    });

    it('puts every field of the brief in the CSV, formula-looking text neutralised', () => {
      const rows = parseCsv(enquiries(['--csv'], brief).stdout.slice(1));
      const [header, ...data] = rows;
      const cells = (name: string, expected: Record<string, string>) => {
        const row = data.find((candidate) => candidate[1] === name)!;
        expect(Object.fromEntries(Object.keys(expected).map((column) => [column, row[header!.indexOf(column)]]))).toEqual(
          expected,
        );
      };
      cells('Came From A Film', {
        'Finished length': '1-3',
        'Shoot days': '2',
        Where: 'london',
        'Shoot date': 'flexible',
        Deadline: '2026-08-01',
        Extras: 'vertical, rush',
        Budget: '2500-5000',
        'Indicative from (£)': '3000',
        'Came from': '/portfolio/some-film',
        Service: 'promotional-videography',
        Film: 'some-film',
        Mailed: 'yes',
      });
      cells('No Source', { Where: `'=1+1`, Budget: `'@SUM(A1)`, 'Indicative price reason': `'-2+3` });
      for (const value of rows.flat()) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    });

    it('--report totals the enquiries by month, source page, project type, budget, film and location', () => {
      const { status, stdout } = enquiries(['--report'], brief);
      expect(status).toBe(0);
      const block = (title: string) => {
        const lines = stdout
          .split('\n\n')
          .find((part) => part.startsWith(title))!
          .split('\n')
          .slice(1);
        return Object.fromEntries(lines.map((line) => [line.trim().replace(/\s+\d+$/, ''), Number(/(\d+)$/.exec(line)![1])]));
      };
      expect(block('By month')).toEqual({ '2026-06': 2, '2026-07': 2 });
      expect(block('By source page')).toEqual({ '/portfolio/some-film': 2, '/corporate-videography': 1, '(not known)': 1 });
      expect(block('By service')).toEqual({ promotional: 2, corporate: 1, event: 1 });
      expect(block('By budget')).toEqual({ '2500-5000': 1, '@SUM(A1)': 1, '(not given)': 2 });
      expect(block('By film')).toEqual({ 'some-film': 2, '(none)': 2 });
      expect(block('By location')).toEqual({ london: 2, elsewhere: 1, '=1+1': 1 });
      expect(stdout).toContain('Total: 4 enquiries.');
      // --since narrows the report as it does the table.
      expect(enquiries(['--report', '--since', '2026-07-01'], brief).stdout).toContain('Total: 2 enquiries.');
    });

    it('--month keeps the enquiries received in that month (UTC), in the table, the CSV and the report', () => {
      const received = (args: string[]) =>
        parseCsv(enquiries(['--csv', ...args], brief).stdout.slice(1))
          .slice(1)
          .map((row) => row[0]);
      expect(received(['--month', '2026-06'])).toEqual(['2026-06-20T09:00:00.000Z', '2026-06-02T09:00:00.000Z']);
      expect(received(['--month', '2026-05'])).toEqual([]);
      expect(enquiries(['--report', '--month', '2026-07'], brief).stdout).toContain('Total: 2 enquiries.');
      expect(enquiries(['--month', '2026-07'], brief).stdout).toContain('2 of 2 enquiries in 2026-07, newest first');
    });
  });
});
