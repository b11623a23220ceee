/**
 * Text a person types: normalised the same way everywhere (Unicode NFC, trimmed), and
 * refused when it holds what no reader should get back — control characters, lone UTF-16
 * surrogates (PostgreSQL and other readers cannot decode them) and bidirectional overrides
 * (they make text display in another order than it is stored). A name must also show
 * something: zero-width characters and blanks alone are no name.
 */

/** C0 and C1 control characters but tab, line feed and carriage return (allowed in several-line text). */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every control character, for one-line text. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * What shows nothing on screen: white space, format characters (zero-width space and
 * joiners, the byte-order mark…), controls, and the fillers and blanks fonts draw empty.
 */
const INVISIBLE = /[\s\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;

/** Text as stored: Unicode NFC, without leading or trailing white space. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim();
}

/** True when `value` shows at least one character (not only blanks or zero-width characters). */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}

/** Length as people count it: in characters (code points), not UTF-16 units. */
export function textLength(value: string): number {
  return [...value].length;
}

/**
 * Why `value` cannot be stored as text, naming `label`, or null. One-line text (the default)
 * also refuses tabs and line breaks.
 */
export function textProblem(label: string, value: string, options: { readonly multiline?: boolean } = {}): string | null {
  if (LONE_SURROGATE.test(value)) return `${label} holds a broken character; type it again`;
  if ((options.multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value)) {
    return options.multiline ? `${label} holds a control character` : `${label} must be one line, without tabs, line breaks or control characters`;
  }
  if (BIDI_CONTROL.test(value)) return `${label} holds a text-direction control character`;
  return null;
}

export type TextRule = {
  /** A name or other required text: must show at least one character. */
  readonly required?: boolean;
  /** What to say when required text is empty or shows nothing; default "Enter {label}". */
  readonly emptyMessage?: string;
  /** The most characters (code points) after trimming. */
  readonly max: number;
  /** Line breaks and tabs allowed. */
  readonly multiline?: boolean;
};

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A text field as typed → the text to store (NFC, trimmed), or what to fix. Empty optional
 * text is answered as ''.
 */
export function checkText(label: string, raw: string, rule: TextRule): TextCheck {
  const value = normaliseText(raw);
  const problem = textProblem(label, value, { multiline: rule.multiline });
  if (problem) return { ok: false, message: problem };
  if (rule.required && !hasVisibleText(value)) return { ok: false, message: rule.emptyMessage ?? `Enter ${label.charAt(0).toLowerCase()}${label.slice(1)}` };
  const length = textLength(value);
  if (length > rule.max) return { ok: false, message: `${label} can be at most ${rule.max} characters; this one has ${length}` };
  return { ok: true, value };
}
