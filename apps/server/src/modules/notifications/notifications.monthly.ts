import { dayIn, instantAt, wallTimeIn } from '../../lib/zoned-time.ts';
import { usersWhoSee } from '../projects/index.ts';
import { composeMail } from './notifications.mail.ts';
import type { MailDeps } from './notifications.mail.ts';
import {
  claimMonthlyReportCandidates,
  monthActivity,
  overdueTaskCount,
  markMonthlyReport,
} from './notifications.repo.ts';
import { effectiveSettings } from './notifications.settings.ts';

/** The job that sends the monthly reports that are due (every hour). */
export const MONTHLY_REPORT_JOB = 'notifications.monthly-report';
/** The report goes on the first days of a month from this time, in the person's time zone. */
const REPORT_TIME = '08:00:00';
/** A report not sent by the third day of the month (the server was down) is skipped. */
const LAST_DAY = 3;
/** People looked at in one transaction. */
const PAGE = 200;

/** The month (YYYY-MM) before the one of a day (YYYY-MM-DD). */
export function monthBefore(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * The month a person's report is due about at `now`: the past month, from 08:00 on the first of
 * the month to the third, in their time zone; null at other times.
 */
export function reportMonthAt(now: Date, timeZone: string): string | null {
  const day = dayIn(now, timeZone);
  const date = Number(day.slice(8, 10));
  if (date > LAST_DAY || (date === 1 && wallTimeIn(now, timeZone) < REPORT_TIME)) return null;
  return monthBefore(day);
}

interface MonthTexts {
  subject: (month: string) => string;
  you: (month: string, finished: number, created: number, comments: number) => string;
  project: (finished: number, created: number, comments: number) => string;
  overdue: (count: number) => string;
  quiet: string;
  open: string;
}

const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`;
const czech = (count: number, one: string, few: string, other: string) =>
  `${count} ${count === 1 ? one : count >= 2 && count <= 4 ? few : other}`;

const MONTH_TEXTS: Record<'en' | 'cs', MonthTexts> = {
  en: {
    subject: (month) => `Your month in Tandem: ${month}`,
    you: (month, f, c, m) =>
      `In ${month} you finished ${plural(f, 'task', 'tasks')}, created ${plural(c, 'task', 'tasks')} and wrote ${plural(m, 'comment', 'comments')}.`,
    project: (f, c, m) => `${f} finished, ${c} created, ${plural(m, 'comment', 'comments')}`,
    overdue: (count) =>
      count === 1
        ? '1 task you work on is past its due date.'
        : `${count} tasks you work on are past their due dates.`,
    quiet: 'Nothing of yours happened in Tandem this month.',
    open: 'Open Tandem:',
  },
  cs: {
    subject: (month) => `Váš měsíc v Tandemu: ${month}`,
    you: (month, f, c, m) =>
      `V měsíci ${month} jste dokončili ${czech(f, 'úkol', 'úkoly', 'úkolů')}, vytvořili ${czech(c, 'úkol', 'úkoly', 'úkolů')} a napsali ${czech(m, 'komentář', 'komentáře', 'komentářů')}.`,
    project: (f, c, m) =>
      `dokončeno ${f}, vytvořeno ${c}, ${czech(m, 'komentář', 'komentáře', 'komentářů')}`,
    overdue: (count) =>
      count === 1
        ? '1 úkol, na kterém pracujete, je po termínu.'
        : `${czech(count, 'úkol', 'úkoly', 'úkolů')}, na kterých pracujete, je po termínu.`,
    quiet: 'Tento měsíc se ve vašem Tandemu nic nestalo.',
    open: 'Otevřít Tandem:',
  },
};

/** A month as its person reads it ("November 2026", "listopad 2026"). */
function monthName(month: string, localeCode: string): string {
  return new Intl.DateTimeFormat(localeCode, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * Sends the monthly reports that are due: on the first days of a month, to each person who has
 * not turned reports or e-mails off, what they did in the past month in their time zone (tasks
 * finished and created, comments written, by project they still see) and their overdue tasks.
 * The month is recorded with the e-mail's job in one transaction, so each goes once.
 */
export async function sendMonthlyReports(deps: MailDeps): Promise<number> {
  const now = deps.clock.now();
  // Nobody's first to third of a month is more than a day off the UTC date.
  const utcDate = now.getUTCDate();
  if (utcDate > LAST_DAY + 1 && utcDate < 28) return 0;
  // The latest month anyone may be due a report about: the one before the date furthest east.
  const latest = monthBefore(dayIn(now, 'Pacific/Kiritimati'));
  let sent = 0;
  // A page of people per transaction, until all were looked at.
  for (let after = 0; ;) {
    const page = await deps.transact(async (uow) => {
      const people = await claimMonthlyReportCandidates(uow.tx, latest, after, PAGE);
      for (const person of people) {
        const month = reportMonthAt(now, person.timezone);
        if (!month || (person.monthlyReportFor !== null && person.monthlyReportFor >= month))
          continue;
        if (!(await markMonthlyReport(uow.tx, person.id, month))) continue;
        const { flags } = effectiveSettings(person.settings ?? undefined);
        if (flags.disabled_monthly_reports || !flags.notification_email) continue;
        if (flags.disabled_all_notifications || person.isInvited) continue;
        const from = instantAt(`${month}-01`, '00:00:00', person.timezone);
        const to = instantAt(
          `${dayIn(now, person.timezone).slice(0, 7)}-01`,
          '00:00:00',
          person.timezone,
        );
        const activity = await monthActivity(uow.tx, person.id, from, to);
        const seen: typeof activity = [];
        for (const row of activity)
          if ((await usersWhoSee(uow.tx, row.projectId, null, [person.id])).has(person.id))
            seen.push(row);
        const overdue = await overdueTaskCount(uow.tx, person.id, now);
        const lang = person.localeCode.startsWith('cs') ? 'cs' : 'en';
        const texts = MONTH_TEXTS[lang];
        const name = monthName(month, person.localeCode);
        const total = (key: 'finished' | 'created' | 'comments') =>
          seen.reduce((sum, row) => sum + row[key], 0);
        const paragraphs = [
          seen.length > 0
            ? texts.you(name, total('finished'), total('created'), total('comments'))
            : texts.quiet,
          ...(overdue > 0 ? [texts.overdue(overdue)] : []),
        ];
        await deps.queueMail(
          uow.tx,
          composeMail(person, deps.publicUrl, {
            subject: texts.subject(name),
            paragraphs,
            items: seen.map((row) => ({
              text: `${row.projectName}: ${texts.project(row.finished, row.created, row.comments)}`,
              href: `${deps.publicUrl}/project/${row.projectId}`,
            })),
            action: { label: texts.open, href: `${deps.publicUrl}/dashboard` },
          }),
        );
        sent += 1;
      }
      return people.at(-1)?.id ?? null;
    });
    if (page === null) return sent;
    after = page;
  }
}
