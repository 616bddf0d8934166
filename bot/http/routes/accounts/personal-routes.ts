/**
 * /my/settings/general/ (spec part 2 §2.4): read and save photo, time zone and notification
 * preference. The form is multipart (the photo); JSON bodies work too for the other fields.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { PHOTO_RULES } from '../../../../shared/teams.ts';
import {
  findPhoto,
  getMyGeneralSettings,
  type TMyGeneralUpdate,
  updateMyGeneralSettings,
} from '../../../domain/accounts/personal-settings.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, parseForm } from '../../forms.ts';

const ZFields = z.object({
  timezone: z.string().max(64).optional(),
  notification_type: z.string().max(32).optional(),
});

async function readUpdate(request: FastifyRequest): Promise<TMyGeneralUpdate> {
  if (!request.isMultipart()) {
    const fields = parseForm(ZFields, request);
    return { timezone: fields.timezone, notificationType: fields.notification_type };
  }
  const values: Record<string, string> = {};
  let photo: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: PHOTO_RULES.maxBytes + 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photo') {
        await part.toBuffer();
        continue;
      }
      const data = await part.toBuffer().catch(() => {
        throw new AppError('INVALID_INPUT', PHOTO_RULES.tooLarge, { fields: { photo: [PHOTO_RULES.tooLarge] } });
      });
      if (part.file.truncated || data.length > PHOTO_RULES.maxBytes) {
        throw new AppError('INVALID_INPUT', PHOTO_RULES.tooLarge, { fields: { photo: [PHOTO_RULES.tooLarge] } });
      }
      if (data.length > 0) photo = data;
    } else if (typeof part.value === 'string') {
      values[part.fieldname] = part.value;
    }
  }
  const fields = ZFields.parse(values);
  return { timezone: fields.timezone || undefined, notificationType: fields.notification_type || undefined, photo };
}

/** Registers the personal settings routes and the photo route. */
export async function personalRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;

  app.get('/api/v1/my/settings/general', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    getMyGeneralSettings(db, request.viewer!),
  );

  app.post(
    '/my/settings/general',
    { config: { policy: { access: 'signed-in' }, form: true } },
    async (request, reply) => {
      await updateMyGeneralSettings(db, request.viewer!, await readUpdate(request));
      return answerForm(request, reply, { message: 'Your settings were saved.' });
    },
  );

  // Photos are addressed by the user's unguessable slug, like the chat platforms' avatar links.
  app.get('/media/photos/:slug', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const { slug } = z.object({ slug: z.string().min(1).max(100) }).parse(request.params);
    const photo = await findPhoto(db, slug);
    if (!photo) throw new AppError('NOT_FOUND', 'No such photo.');
    return reply
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'")
      .type(photo.contentType)
      .send(photo.data);
  });
}
