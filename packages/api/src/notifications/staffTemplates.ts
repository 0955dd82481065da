// The messages staff receive about their own account (a password link). They are part of the product,
// not editable content like the customer templates in `notifications`, so they live here, one per
// language; the worker renders them like the customer ones ({{firstName}}, {{link}}, {{validHours}}).

export interface StaffTemplate {
  title: string;
  body: string;
}

export const STAFF_TEMPLATES: Record<string, Record<string, StaffTemplate>> = {
  staff_invitation: {
    en: {
      title: 'You are invited to the marketplace admin',
      body:
        'Hi {{firstName}}, an administrator has given you an account on the marketplace admin. ' +
        'Choose your password here within {{validHours}} hours: {{link}}',
    },
    ar: {
      title: 'دعوة إلى لوحة إدارة المتجر',
      body:
        'مرحبًا {{firstName}}، أنشأ لك أحد المسؤولين حسابًا في لوحة إدارة المتجر. ' +
        'اختر كلمة المرور خلال {{validHours}} ساعة من هذا الرابط: {{link}}',
    },
  },
  password_reset: {
    en: {
      title: 'Reset your password',
      body:
        'Hi {{firstName}}, someone asked to reset the password of your marketplace admin account. ' +
        'Choose a new one here within {{validHours}} hours: {{link}} — if it was not you, ignore this email.',
    },
    ar: {
      title: 'إعادة تعيين كلمة المرور',
      body:
        'مرحبًا {{firstName}}، طلب أحدهم إعادة تعيين كلمة مرور حسابك في لوحة إدارة المتجر. ' +
        'اختر كلمة مرور جديدة خلال {{validHours}} ساعة من هذا الرابط: {{link}} — إن لم تكن أنت فتجاهل هذه الرسالة.',
    },
  },
};

/** The languages staff messages exist in; the first is used when the account's language has none. */
export const STAFF_TEMPLATE_LANGUAGES = ['en', 'ar'] as const;

/** The template of `event` in `language`, else in the default language, else in English. */
export function staffTemplate(
  event: string,
  languages: readonly (string | null)[],
): { template: StaffTemplate; language: string } | null {
  const byLanguage = STAFF_TEMPLATES[event];
  if (!byLanguage) return null;
  for (const language of [...languages, 'en']) {
    const template = language ? byLanguage[language] : undefined;
    if (language && template) return { template, language };
  }
  return null;
}

/** A delivered message's text as the outbox keeps it: without the link's token, which only the email had. */
export function withoutLinkToken(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1…');
}
