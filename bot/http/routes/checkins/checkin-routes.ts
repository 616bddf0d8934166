/**
 * The check-in calls (spec part 3 §7): the page's context, the autosave (and submit) of an answer,
 * and the goal/blocker checkboxes. The hash in the link is the credential, so the routes are
 * public; each answers only for the check-in its hash opens.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHECKIN_MESSAGES, ZGoalBlockerUpdate, ZSaveQuestion } from '../../../../shared/checkins.ts';
import { AppError } from '../../../../shared/errors.ts';
import { answerCheckin } from '../../../core/engine/answer-checkin.ts';
import { getCheckinContext } from '../../../domain/checkins/get-checkin-context.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';
import { createSaveRateLimit } from './save-rate-limit.ts';

const publicJson = { policy: { access: 'public' } } as const;
const ZHashParam = z.object({ hash: z.string().min(1).max(100) });

/** Registers the check-in routes. */
export async function checkinRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const engine = engineDepsOf(deps);
  const saves = createSaveRateLimit({ burst: 30, perSecond: 10 });
  const limitSaves = (hash: string) => {
    if (!saves.take(hash, Date.now())) {
      throw new AppError('RATE_LIMITED', CHECKIN_MESSAGES.tooManySaves, { retryAfter: 1 });
    }
  };

  app.get('/api/v1/checkin/:hash/', { config: publicJson }, async (request) => {
    const { hash } = ZHashParam.parse(request.params);
    return getCheckinContext(db, hash);
  });

  app.post('/api/v1/checkin/save_question/', { config: publicJson }, async (request) => {
    const input = ZSaveQuestion.parse(request.body);
    limitSaves(input.hash);
    const result = await answerCheckin(engine, {
      hash: input.hash,
      answers: [{ key: input.key, content: input.content, ...(input.edited_at ? { editedAt: input.edited_at } : {}) }],
      submit: input.submit === true,
      via: 'web',
    });
    return {
      ok: true as const,
      saved: result.saved,
      is_draft: result.isDraft,
      ...(result.submitted ? { message: CHECKIN_MESSAGES.submittedTitle } : {}),
    };
  });

  app.post('/api/v1/checkin/update_goal_blocker_tracking/', { config: publicJson }, async (request) => {
    const input = ZGoalBlockerUpdate.parse(request.body);
    limitSaves(input.hash);
    const toggle = input.field === 'goal_completed' ? { goalCompleted: input.completed } : { blocked: input.completed };
    await answerCheckin(engine, { hash: input.hash, toggles: toggle, via: 'web' });
    return { ok: true as const, message: CHECKIN_MESSAGES.updated };
  });
}
