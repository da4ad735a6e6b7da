import type { z } from 'zod';
import type { Language } from '#contract/languages.ts';
import type { FormResult, PageForms } from '#contract/page-context.ts';
import { loginSchema } from '#contract/schemas/auth.ts';
import { contactSubmissionSchema } from '#contract/schemas/contact.ts';
import { testimonialSubmissionSchema } from '#contract/schemas/testimonial.ts';
import { newsletterLinkSchema, newsletterSubscriptionSchema } from '#contract/schemas/newsletter.ts';
import { twoFactorVerifySchema } from '#contract/schemas/two-factor.ts';
import { quoteDecisionSchema, quoteTokenParamsSchema } from '#contract/schemas/quote.ts';
import { API_MESSAGES, type ApiMessageKey } from '#contract/validation-messages.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import type { LoginService } from '../modules/auth/login-service.ts';
import type { ContactService } from '../modules/contact/service.ts';
import type { NewsletterService } from '../modules/newsletter/service.ts';
import type { QuoteDecisions } from '../modules/quotes/decisions.ts';
import type { TestimonialSubmissions } from '../modules/testimonials/submission.ts';
import { fieldErrorsFromZod, translateFieldErrors } from '../http/error-handler.ts';
import { FieldValidationError, HttpError } from '../http/errors.ts';
import { findNulCharacter } from '../http/input-guard.ts';
import type { PageVisitor } from '../http/ssr.ts';

/** A quote's page posts its answer; the secret comes from its address. */
const quoteDecisionFormSchema = quoteDecisionSchema.extend(quoteTokenParamsSchema.shape);

export interface PageFormServices {
  contact: ContactService;
  quotes: QuoteDecisions;
  testimonials: TestimonialSubmissions;
  newsletter: NewsletterService;
  login: LoginService;
}

function failure(language: Language, status: number, key: ApiMessageKey, errors: Record<string, string[]> = {}) {
  return { ok: false as const, status, message: API_MESSAGES[key][language], errors };
}

/** The API's answer to a body, in-process: the same schema, the same NUL guard, the same statuses. */
async function handleForm<Schema extends z.ZodType, T>(
  language: Language,
  schema: Schema,
  body: unknown,
  handle: (valid: z.output<Schema>) => Promise<T>,
): Promise<FormResult<T>> {
  const nulField = findNulCharacter(body);
  if (nulField) {
    const error = new FieldValidationError({ [nulField]: 'invalid_characters' });
    return failure(language, 422, 'validation_failed', translateFieldErrors(error, language));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return failure(language, 422, 'validation_failed', fieldErrorsFromZod(language, parsed.error));
  try {
    return { ok: true, data: await handle(parsed.data) };
  } catch (error) {
    if (error instanceof HttpError) return failure(language, error.statusCode, error.messageKey, error.fieldErrors);
    if (error instanceof FieldValidationError) {
      return failure(language, 422, 'validation_failed', translateFieldErrors(error, language));
    }
    if (isDatabaseUnavailable(error)) return failure(language, 503, 'service_unavailable');
    throw error;
  }
}

/** The forms of one page request, bound to its visitor. */
export function createPageForms(services: PageFormServices, visitor: PageVisitor): PageForms {
  const { language } = visitor;
  return {
    contact: (body) =>
      handleForm(language, contactSubmissionSchema, body, (message) => services.contact.submit(message, visitor)),
    testimonial: (body) =>
      handleForm(language, testimonialSubmissionSchema, body, (testimonial) =>
        services.testimonials.submit(testimonial, visitor),
      ),
    newsletter: (body) =>
      handleForm(language, newsletterSubscriptionSchema, body, async ({ email }) => {
        await services.newsletter.subscribe(email, visitor);
        return null;
      }),
    newsletterConfirmationState: (link) =>
      handleForm(language, newsletterLinkSchema, link, (valid) => services.newsletter.confirmationState(valid)),
    newsletterConfirm: (link) =>
      handleForm(language, newsletterLinkSchema, link, (valid) => services.newsletter.confirm(valid)),
    newsletterCheckUnsubscribe: (link) =>
      handleForm(language, newsletterLinkSchema, link, async (valid) => {
        services.newsletter.checkUnsubscribeLink(valid);
        return null;
      }),
    newsletterUnsubscribe: (link) =>
      handleForm(language, newsletterLinkSchema, link, async (valid) => {
        await services.newsletter.unsubscribe(valid);
        return null;
      }),
    quote: (token) =>
      handleForm(language, quoteTokenParamsSchema, { token }, (valid) => services.quotes.find(valid.token)),
    quoteDecision: (token, body) =>
      handleForm(language, quoteDecisionFormSchema, { ...(body as object), token }, ({ token: valid, ...decision }) =>
        services.quotes.decide(valid, decision),
      ),
    login: (body) =>
      handleForm(language, loginSchema, body, (credentials) => services.login.login(credentials, visitor)),
    loginTwoFactor: (body) =>
      handleForm(language, twoFactorVerifySchema, body, (input) => services.login.completeTwoFactor(input, visitor)),
  };
}
