import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError } from '../lib/api-client.ts';
import { changeLocale, initI18n } from '../lib/i18n.ts';
import { errorMessage } from './errors.ts';

describe('errorMessage', () => {
  it('names the owner to ask and the denied action, in the user’s language', async () => {
    await initI18n('en-US');
    const refusal = new ApiError(403, {
      message: 'disallowed_action',
      code: 'DISALLOWED_ACTION',
      data: { id: 3, action: 'tasklist_create', owner: { id: 1, fullname: 'Olga Owner' } },
    });
    expect(errorMessage(refusal, i18next.t)).toBe(
      'Olga Owner has not allowed you to create task lists in this project. Ask them if you need to.',
    );
    await changeLocale('cs-CZ');
    expect(errorMessage(refusal, i18next.t)).toBe(
      'V tomto projektu nemáte povoleno vytvářet seznamy úkolů. Povolení vám může dát vlastník projektu (Olga Owner), pokud ho potřebujete.',
    );
    await changeLocale('en-US');
  });

  it('falls back to the general refusal when the body names no action', async () => {
    await initI18n('en-US');
    const refusal = new ApiError(403, { message: 'disallowed_action', code: 'DISALLOWED_ACTION' });
    expect(errorMessage(refusal, i18next.t)).toBe(
      'Your role in this project does not allow this. Ask the project owner.',
    );
  });
});
