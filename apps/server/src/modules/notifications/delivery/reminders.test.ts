import { describe, expect, it } from 'vitest';
import type { Journey } from '@abhyas/domain';
import { journeyStepNotice, journeyStepsDue, revisionDueNotice, streakRiskNotice } from './reminders.service.ts';
import { renderMessage } from './messages.ts';

const step = (status: 'planned' | 'done') => ({ status, minutes: 30, minutesDone: 0 });
const journey = {
  days: [
    { date: '2026-11-27', steps: [step('done'), step('planned'), step('planned')] },
    { date: '2026-11-28', steps: [step('done')] },
  ],
} as unknown as Journey;

describe('daily reminders (issue 20 §2)', () => {
  it('counts the journey steps of a day not done yet', () => {
    expect(journeyStepsDue(journey, '2026-11-27')).toBe(2);
    expect(journeyStepsDue(journey, '2026-11-28')).toBe(0);
    expect(journeyStepsDue(journey, '2026-11-29')).toBe(0);
  });

  it('keys each reminder by its local day (once a day) and words it in the profile’s language', () => {
    expect(revisionDueNotice(4, '2026-11-27')).toMatchObject({ dedupeKey: 'revision_due:2026-11-27', link: '/user-home/revision-lists', params: { count: 4 } });
    expect(streakRiskNotice(6, '2026-11-27').dedupeKey).toBe('streak_risk:2026-11-27');
    expect(journeyStepNotice(2, 'j-1', '2026-11-27').dedupeKey).toBe('journey_step:j-1:2026-11-27');
    const n = streakRiskNotice(6, '2026-11-27');
    expect(renderMessage(n.kind, 'mr', n.params!, { title: n.title, body: n.body! })).toMatchObject({
      title: 'तुमची स्ट्रीक तुटणार आहे',
      body: 'तुमची 6 दिवसांची स्ट्रीक आज रात्री संपेल. थोडा सराव ती चालू ठेवेल.',
    });
    // An unknown language reads English; an unknown kind keeps its sender's words.
    expect(renderMessage('revision_due', 'xx', { count: 3 }, { title: '', body: '' }).title).toBe('Time to revise');
    expect(renderMessage('weekly_digest', 'hi', {}, { title: 'Weekly digest', body: 'Your week' })).toMatchObject({
      title: 'Weekly digest',
      body: 'Your week',
    });
  });
});
