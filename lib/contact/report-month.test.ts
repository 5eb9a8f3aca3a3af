import { dueReportMonth, firstWeekday, monthTitle, previousWeekday, ukDate } from './report-month';

describe('the monthly mail’s calendar (UK time, Monday to Friday)', () => {
  it('finds the first weekday past a weekend', () => {
    expect(firstWeekday(2026, 6)).toBe(1); // a Monday
    expect(firstWeekday(2026, 8)).toBe(3); // Saturday the 1st
    expect(firstWeekday(2026, 11)).toBe(2); // Sunday the 1st
  });

  it('makes the month before due from 08:00 UK time on the first weekday, not before', () => {
    // 1 June 2026 is in summer time: 08:00 in the UK is 07:00 UTC.
    expect(dueReportMonth(Date.parse('2026-06-01T06:59:00Z'))).toBeUndefined();
    expect(dueReportMonth(Date.parse('2026-06-01T07:00:00Z'))).toBe('2026-05');
    expect(dueReportMonth(Date.parse('2026-06-30T22:59:00Z'))).toBe('2026-05');
    // Midnight in the UK on Wednesday 1 July: June's is not due till 08:00.
    expect(dueReportMonth(Date.parse('2026-06-30T23:00:00Z'))).toBeUndefined();
    // The 1st and 2nd of August are a weekend; on Monday the 3rd July's is due.
    expect(dueReportMonth(Date.parse('2026-08-02T12:00:00Z'))).toBeUndefined();
    expect(dueReportMonth(Date.parse('2026-08-03T07:00:00Z'))).toBe('2026-07');
    // Winter time, and the year's turn: Friday 1 January 2027, 08:00 UK time is 08:00 UTC.
    expect(dueReportMonth(Date.parse('2027-01-01T07:59:00Z'))).toBeUndefined();
    expect(dueReportMonth(Date.parse('2027-01-01T08:00:00Z'))).toBe('2026-12');
  });

  it('steps back over a weekend to the weekday before, by the UK date', () => {
    expect(previousWeekday(Date.parse('2026-06-01T09:00:00Z'))).toBe('2026-05-29');
    expect(previousWeekday(Date.parse('2026-07-01T09:00:00Z'))).toBe('2026-06-30');
    // 23:30 UTC on Sunday 31 May is already Monday 1 June in the UK.
    expect(ukDate(Date.parse('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
    expect(previousWeekday(Date.parse('2026-05-31T23:30:00Z'))).toBe('2026-05-29');
  });

  it('names the month', () => {
    expect(monthTitle('2026-05')).toBe('May 2026');
  });
});
