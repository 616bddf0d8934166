/**
 * The lines mail clients put above quoted history, in every language we read: attributions
 * ("On … wrote:"), Outlook's From/Sent/To/Subject blocks and separator lines ("-----Original
 * Message-----"). One table per kind, one entry per language, so adding a language is adding a row.
 */

// ---------------------------------------------------------------------------------------------
// Attributions: one line (or a line a client wrapped onto two or three) that ends with ":" and
// names the sender of the quoted mail. Each must also carry a date, a time or an address
// (ATTRIBUTION_DETAIL), so a sentence such as "On the wiki page I wrote:" stays an answer.

/** Where a language's verb ends the attribution, before the closing colon. */
const ATTRIBUTION_PATTERNS: readonly RegExp[] = [
  // English (Gmail, Apple Mail, Thunderbird, Yahoo, Proton, Fastmail): "On Mon, … Ana <a@x> wrote:".
  /^on\s.*\bwrote\s?:$/i,
  // English without the leading "On" (Outlook for Mac, some webmails): "Ana <a@x> wrote:".
  /<[^<>\s@]+@[^<>\s]+>\)?,?\s*wrote\s?:$/i,
  // German: "Am Mo., 23. Nov. 2026 um 10:02 Uhr schrieb Ana <a@x>:", "Ana <a@x> schrieb am 23.11.2026:".
  /^am\s.*\bschrieb\b.*:$/i,
  /\bschrieb am\b.*:$/i,
  // French: "Le lun. 23 nov. 2026 à 10:02, Ana <a@x> a écrit :".
  /(?:^|\s)a écrit\s?:$/iu,
  // Spanish: "El lun, 23 nov 2026 a las 10:02, Ana (<a@x>) escribió:".
  /(?:^|\s)escribió\s?:$/iu,
  // Portuguese: "Em seg., 23 de nov. de 2026 às 10:02, Ana <a@x> escreveu:" and
  // Portugal's "Ana <a@x> escreveu no dia segunda, 23/11/2026 à(s) 10:02:".
  /(?:^|\s)escreveu\b.*:$/iu,
  // Italian: "Il giorno lun 23 nov 2026 alle ore 10:02 Ana <a@x> ha scritto:", "In data … ha scritto:".
  /(?:^|\s)ha scritto\s?:$/iu,
  // Dutch: "Op ma 23 nov 2026 om 10:02 schreef Ana <a@x>:", Apple Mail's "Op 23 nov. 2026 om 10:02
  // heeft Ana <a@x> het volgende geschreven:".
  /^op\s.*\bschreef\b.*:$/i,
  /(?:^|\s)geschreven\s?:$/iu,
  // Polish: Gmail "pon., 23 lis 2026 o 10:02 Ana <a@x> napisał(a):", Thunderbird "W dniu … pisze:",
  // Apple Mail "Wiadomość napisana przez Ana <a@x> w dniu 23.11.2026, o godz. 10:02:".
  /(?:^|\s)napisał(?:\(a\)|a)?\s?:$/iu,
  /^w dniu\s.*\s(?:pisze|napisał(?:\(a\)|a)?)\s?:$/iu,
  /^wiadomość napisana przez\s.*:$/iu,
  // Danish, Norwegian, Swedish: "man. 23. nov. 2026 kl. 10.02 skrev Ana <a@x>:", "Den … skrev …:".
  /(?:^|\s)skrev\s.*:$/iu,
  // Finnish: "Ana <a@x> kirjoitti ma 23.11.2026 klo 10.02:".
  /(?:^|\s)kirjoitti\b.*:$/iu,
  // Russian: Apple Mail "23 нояб. 2026 г., в 10:02, Ana <a@x> написал(а):", Thunderbird "… пишет:".
  /(?:^|\s)(?:написал(?:\(а\)|а)?|пишет)\s?:$/iu,
  // Ukrainian: Gmail "пн, 23 лист. 2026 р. о 10:02 Ana <a@x> пише:", Apple Mail "… написав(ла):".
  /(?:^|\s)(?:пише|написав(?:\(ла\)|ла)?|написала)\s?:$/iu,
  // Czech and Slovak: "Dne 23. 11. 2026 10:02 Ana <a@x> napsal(a):".
  /(?:^|\s)napsal(?:\(a\)|a)?\s?:$/iu,
  // Turkish: "Ana <a@x>, 23 Kas 2026 Pzt, 10:02 tarihinde şunu yazdı:".
  /(?:^|\s)(?:şunu )?yazdı\s?:$/iu,
  // Hungarian: "Ana <a@x> ezt írta (időpont: 2026. nov. 23., H, 10:02):".
  /(?:^|\s)(?:ezt )?írta\b.*:$/iu,
  // Romanian: "Pe lun., 23 nov. 2026 la 10:02, Ana <a@x> a scris:".
  /(?:^|\s)a scris\s?:$/iu,
  // Chinese (simplified and traditional): Gmail "Ana <a@x> 于2026年11月23日周一 10:02写道：",
  // Apple Mail "2026年11月23日 10:02，Ana <a@x> 写道：", Taiwan "… 於 2026年11月23日 週一 上午10:02寫道：".
  /(?:写道|寫道)\s?[:：]$/u,
  // Japanese: Apple Mail "2026/11/23 10:02、Ana <a@x>のメール:", older clients "… は書きました:".
  /のメール\s?[:：]$/u,
  /(?:は|が)書きました\s?[:：]$/u,
  // Korean: Gmail "2026년 11월 23일 (월) 오전 10:02, Ana <a@x>님이 작성:", Apple Mail "… Ana <a@x> 작성:".
  /작성\s?[:：]$/u,
  // Korean Thunderbird: "2026-11-23 오전 10:02에 Ana이(가) 쓴 글:".
  /쓴 글\s?[:：]$/u,
  // Gmail in languages that name no verb (Russian, Japanese, older English): the address is last.
  // "пн, 23 нояб. 2026 г. в 10:02, Ana <a@x>:", "2026年11月23日(月) 10:02 Ana <a@x>:",
  // "2014-03-20 8:48 GMT+01:00 Ana <a@x>:".
  /<[^<>\s@]+@[^<>\s]+>\)?\s?[:：]$/u,
];

/** A date, a time or an address: what tells an attribution from a sentence that ends in "wrote:". */
const ATTRIBUTION_DETAIL = /\b\d{4}\b|\d{1,2}[:.]\d{2}|\d{1,2}\/\d{1,2}|@|年/u;
/** Attributions are short; a longer line is a sentence. */
const MAX_ATTRIBUTION_LENGTH = 400;

/** Whether `line` (an attribution a client may have wrapped, joined with spaces) opens a quote. */
export function isAttribution(line: string): boolean {
  if (line.length > MAX_ATTRIBUTION_LENGTH || !ATTRIBUTION_DETAIL.test(line)) return false;
  return ATTRIBUTION_PATTERNS.some((pattern) => pattern.test(line));
}

// ---------------------------------------------------------------------------------------------
// Separator lines: after them everything is earlier mail.

/** Localised "Original Message", "Forwarded message", "Reply Message" between dashes. */
const SEPARATOR_PHRASES = [
  // English (Outlook, Gmail forwards, NetEase/Foxmail "Reply Message", "Replied Message").
  'original message',
  'forwarded message',
  'reply message',
  'replied message',
  // German
  'ursprüngliche nachricht',
  'weitergeleitete nachricht',
  // French
  "message d'origine",
  'message d’origine',
  'message transféré',
  // Spanish
  'mensaje original',
  'mensaje reenviado',
  // Portuguese
  'mensagem original',
  'mensagem encaminhada',
  // Italian
  'messaggio originale',
  'messaggio inoltrato',
  // Dutch
  'oorspronkelijk bericht',
  'origineel bericht',
  'doorgestuurd bericht',
  // Polish
  'wiadomość oryginalna',
  'oryginalna wiadomość',
  'wiadomość przekazana dalej',
  // Danish
  'oprindelig meddelelse',
  'videresendt meddelelse',
  // Norwegian
  'opprinnelig melding',
  'videresendt melding',
  // Swedish
  'ursprungligt meddelande',
  'vidarebefordrat meddelande',
  // Finnish
  'alkuperäinen viesti',
  'välitetty viesti',
  // Russian
  'исходное сообщение',
  'пересылаемое сообщение',
  // Ukrainian
  'оригінальне повідомлення',
  'вихідне повідомлення',
  'пересланий лист',
  // Czech
  'původní zpráva',
  // Chinese
  '原始邮件',
  '原始郵件',
  '转发的邮件',
  '回复的邮件',
  // Japanese
  '元のメッセージ',
  '転送されたメッセージ',
  // Korean
  '원본 메시지',
  '전달된 메시지',
];
const SEPARATOR_LINE = /^-{2,}\s*(.{1,120}?)\s*-{2,}$/u;
/** The verb at the end of "---- Ana wrote ----" (Zoho and some Android clients), per language. */
const DASHED_ATTRIBUTION =
  /(?:^|\s)(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto|schreef|napisał(?:\(a\))?|skrev|kirjoitti|написал(?:\(а\))?|пише|写道|寫道|작성)$/iu;
/** Apple Mail's "Begin forwarded message:" in the languages above. */
const FORWARD_LINES = [
  /^begin forwarded message\s?:$/i,
  /^anfang der weitergeleiteten nachricht\s?:$/i,
  /^début du message réexpédié\s?:$/i,
  /^inicio del mensaje reenviado\s?:$/i,
  /^início da mensagem reencaminhada\s?:$/i,
  /^inizio messaggio inoltrato\s?:$/i,
  /^begin doorgestuurd bericht\s?:$/i,
];

/** Whether `line` (trimmed) is a separator after which only history follows. */
export function isHistorySeparator(line: string): boolean {
  const dashed = SEPARATOR_LINE.exec(line);
  if (dashed) {
    const inner = (dashed[1] ?? '').toLowerCase();
    return SEPARATOR_PHRASES.includes(inner) || DASHED_ATTRIBUTION.test(inner);
  }
  return FORWARD_LINES.some((pattern) => pattern.test(line));
}

// ---------------------------------------------------------------------------------------------
// Outlook's header block: "From: …" and at least two of Sent/Date, To and Subject under it.

type THeaderField = 'from' | 'sent' | 'to' | 'cc' | 'subject' | 'replyTo';

/** Field names per language; Cc and Reply-To may appear but do not count. */
const HEADER_FIELDS: Record<THeaderField, readonly string[]> = {
  from: [
    'from', // English
    'de', // French, Spanish, Portuguese
    'von', // German
    'da', // Italian
    'van', // Dutch
    'od', // Polish, Czech
    'fra', // Danish, Norwegian
    'från', // Swedish
    'lähettäjä', // Finnish
    'от', // Russian
    'від', // Ukrainian
    '发件人', // Chinese (simplified)
    '寄件者', // Chinese (traditional)
    '差出人', // Japanese
    '보낸 사람', // Korean
    'kimden', // Turkish
    'feladó', // Hungarian
  ],
  sent: [
    'sent',
    'date',
    'envoyé',
    'gesendet',
    'datum',
    'enviado',
    'enviado el',
    'enviada',
    'enviado em',
    'enviada em',
    'fecha',
    'data',
    'inviato',
    'verzonden',
    'wysłano',
    'wysłane',
    'sendt',
    'dato',
    'skickat',
    'lähetetty',
    'päivämäärä',
    'отправлено',
    'дата',
    'надіслано',
    '发送时间',
    '日期',
    '寄件日期',
    '送信日時',
    '日付',
    '보낸 날짜',
    '날짜',
    'odesláno',
    'gönderildi',
    'elküldve',
  ],
  to: [
    'to',
    'à',
    'a',
    'an',
    'para',
    'aan',
    'do',
    'til',
    'till',
    'vastaanottaja',
    'кому',
    '收件人',
    '收件者',
    '宛先',
    '받는 사람',
    'komu',
    'kime',
    'címzett',
  ],
  cc: ['cc', 'bcc', 'dw', 'kopi', 'kopia', 'kopio', 'копия', 'копія', '抄送', '副本', '참조'],
  subject: [
    'subject',
    'objet',
    'betreff',
    'asunto',
    'assunto',
    'oggetto',
    'onderwerp',
    'temat',
    'emne',
    'ämne',
    'aihe',
    'тема',
    '主题',
    '主旨',
    '件名',
    '제목',
    'předmět',
    'konu',
    'tárgy',
  ],
  replyTo: [
    'reply-to',
    'reply to',
    'répondre à',
    'antwort an',
    'responder a',
    'rispondi a',
    'beantwoorden',
    'odpowiedz do',
    'svar til',
    'svara till',
    'vastaus',
    'ответить',
    'відповісти',
    '答复',
    '回复',
  ],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "**From:** …", "De : …", "发件人：…": a field name, maybe bold, then an ASCII or full-width colon. */
const HEADER_LINES = new Map<THeaderField, RegExp>(
  (Object.entries(HEADER_FIELDS) as [THeaderField, readonly string[]][]).map(([field, names]) => [
    field,
    new RegExp(`^\\*{0,2}(?:${names.map(escapeRegExp).join('|')})\\s?[:：]`, 'iu'),
  ]),
);
const FROM_LINE = new RegExp(
  `^\\*{0,2}(?:${HEADER_FIELDS.from.map(escapeRegExp).join('|')})\\s?[:：]\\*{0,2}\\s*\\S`,
  'iu',
);
const MAX_HEADER_LINES = 8;

/** Whether `line` (trimmed) is a "From: …" line in any of our languages. */
export function isFromLine(line: string): boolean {
  return FROM_LINE.test(line);
}

/** Which header field `line` (trimmed) is, when it is one. */
function headerField(line: string): THeaderField | null {
  for (const [field, pattern] of HEADER_LINES) if (pattern.test(line)) return field;
  return null;
}

/** "From: …" at `index` with at least two of Sent/Date, To and Subject under it, blank lines allowed. */
export function isHeaderBlock(lines: readonly string[], index: number): boolean {
  if (!isFromLine((lines[index] ?? '').trim())) return false;
  const seen = new Set<THeaderField>();
  let scanned = 0;
  for (let next = index + 1; next < lines.length && scanned < MAX_HEADER_LINES; next++) {
    const line = (lines[next] ?? '').trim();
    if (line === '') continue;
    scanned++;
    const field = headerField(line);
    if (!field || field === 'from') break;
    if (field !== 'cc' && field !== 'replyTo') seen.add(field);
  }
  return seen.size >= 2;
}

/** Outlook's "________________________________" line above its header block. */
const OUTLOOK_SEPARATOR = /^_{20,}$/;
const ANY_HEADER = /^\*{0,2}\p{L}[\p{L} -]{0,20}\s?[:：]/u;

/** Outlook's underscore line directly above a header ("From: …" in any language). */
export function isSeparatorAboveHeaders(line: string, next: string): boolean {
  return OUTLOOK_SEPARATOR.test(line.trim()) && ANY_HEADER.test(next.trim());
}
