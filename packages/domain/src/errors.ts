/** Codes carried in GraphQL `extensions.code`; the admin app maps them to messages. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A statement ran past the server's time limit (STATEMENT_TIMEOUT_MS): narrow the request or try later. */
  TIMEOUT: 'TIMEOUT',
  /**
   * The database connection the request ran on was ended under it (embedded database restarted to stop a
   * statement past its time limit; a PostgreSQL backend terminated). Nothing of it was saved: send it again.
   */
  UNAVAILABLE: 'UNAVAILABLE',
  /** The spec's catch-all code: never expose what went wrong inside. */
  SOMETHING_WENT_WRONG: '700',
  STATE_HAS_CITIES: '701',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'Some fields are not valid',
  UNAUTHENTICATED: 'Please sign in',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This record was changed by someone else; reload and try again',
  TIMEOUT: 'This took too long; narrow the request or try again later',
  UNAVAILABLE: 'The database was briefly unavailable; nothing was saved, try again',
  '700': 'Something went wrong!',
  '701': 'There are cities attached to this state',
};

/** Field-level messages shared by the forms and the server. */
export const FIELD_MESSAGES = {
  blank: 'Field cannot be blank',
  imageTooLarge: 'Image must be smaller than 2MB!',
  sliderImageTooLarge: 'Image must be smaller than 5MB!',
  imageType: 'You can only upload JPG/PNG file!',
  csvType: 'You can only upload CSV file!',
  taken: 'This value is already in use',
} as const;

/** Upload limits in bytes. */
export const UPLOAD_LIMITS = {
  image: 2 * 1024 * 1024,
  sliderImage: 5 * 1024 * 1024,
  csv: 20 * 1024 * 1024,
} as const;

/**
 * A CSV export of a list with no filter and more rows than the server allows (EXPORT_UNFILTERED_LIMIT);
 * the `code` of the JSON error `GET /api/export/:list` answers with status 422.
 */
export const EXPORT_NEEDS_FILTER = {
  code: 'EXPORT_NEEDS_FILTER',
  message: 'Only filtered results can be exported due to huge data',
} as const;

/**
 * What the refused direct export offers instead: an export job of the same list, filter and sort
 * (GraphQL `startExport(entity, filter, sort)`), with no size limit; its file appears on the job when done.
 */
export const EXPORT_JOB_OFFER = {
  mutation: 'startExport',
  message:
    'Start an export job instead: it exports every matching row and the file appears in Jobs when it is ready',
} as const;
