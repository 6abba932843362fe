// Password and session rules shared by the client forms and the server.

export const PASSWORD_MIN_LENGTH = 8;
/** At least PASSWORD_MIN_LENGTH characters, one digit and one character that is neither a letter nor a digit. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*\\d)(?=.*[^A-Za-z0-9]).{${PASSWORD_MIN_LENGTH},}$`);
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters with a number and a special character`;

export const REMEMBER_ME_DAYS = 30;
export const SESSION_DAYS_WITHOUT_REMEMBER_ME = 1;
export const ACCESS_TOKEN_DEFAULT_TTL_SECONDS = 15 * 60;

export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_MAX_LENGTH = 20;
