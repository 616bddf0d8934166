/**
 * The member's own lines that are not answers, in the languages we read: device and app signatures
 * ("Sent from my iPhone", "Envoyé de mon iPhone", "iPhoneから送信"), closings ("Best regards,")
 * and greetings ("Hi,", "Hallo zusammen,"). One table per kind, one entry per language.
 */

/** Lines that open a device or app signature, per language ("Sent from", "Von … gesendet"). */
const DEVICE_LINE_SHAPES: readonly RegExp[] = [
  // English: "Sent from my iPhone", "Sent with Proton Mail secure email", "Get Outlook for Android".
  /^(?:sent (?:from|with|via|using)|get outlook for)\s/i,
  // French: "Envoyé de mon iPhone", "Envoyé depuis mon iPad", "Télécharger Outlook pour Android".
  /^(?:envoy[ée] (?:de|depuis|à partir de|avec|du)|télécharger outlook pour)\s/iu,
  // German: "Von meinem iPhone gesendet", "Gesendet von Outlook für Android", "Gesendet mit der GMX App".
  /^(?:von\s.{1,60}\sgesendet\.?$|gesendet (?:von|mit|vom|über)\s|outlook für \S+ herunterladen)/iu,
  // Spanish: "Enviado desde mi iPhone", "Obtener Outlook para Android".
  /^(?:enviado (?:desde|con)|obtener outlook para)\s/iu,
  // Portuguese: "Enviado do meu iPhone", "Enviado do Outlook para Android", "Obter o Outlook para iOS".
  /^(?:enviad[oa] (?:do|da|de|a partir do)|obter o outlook para)\s/iu,
  // Italian: "Inviato da iPhone", "Inviato dal mio iPhone", "Scarica Outlook per Android".
  /^(?:inviato (?:da|dal|dalla|con)|scarica outlook per)\s/iu,
  // Dutch: "Verzonden vanaf mijn iPhone", "Verstuurd met Outlook voor Android".
  /^(?:(?:verzonden|verstuurd) (?:vanaf|met|via|van)|outlook voor \S+ downloaden)\s?/iu,
  // Polish: "Wysłane z iPhone'a", "Wysłane z aplikacji Outlook dla systemu Android".
  /^(?:wysłan[eo] (?:z|ze|przy użyciu)|pobierz (?:aplikację )?outlook)\s/iu,
  // Danish and Norwegian: "Sendt fra min iPad", "Hent Outlook til Android", "Få Outlook for iOS".
  /^(?:sendt fra|(?:hent|få) outlook (?:til|for))\s/iu,
  // Swedish: "Skickat från min iPhone", "Hämta Outlook för Android".
  /^(?:skickat från|hämta outlook för)\s/iu,
  // Finnish: "Lähetetty iPhonesta", "Lähetetty Outlook for Android -sovelluksesta".
  /^(?:lähetetty|hanki outlook)\s/iu,
  // Russian: "Отправлено с iPhone", "Отправлено из Outlook для Android".
  /^(?:отправлено (?:с|со|из)|получить outlook для)\s/iu,
  // Ukrainian: "Надіслано з iPhone", "Надіслано з Outlook для Android".
  /^(?:надіслано (?:з|із|зі)|отримати outlook для)\s/iu,
  // Chinese: "发自我的iPhone", "從我的 iPhone 傳送", "获取 Outlook for Android".
  /^(?:发自|發自|发送自|來自|来自|從|从)我的|^(?:发送自|获取|取得)\s?\S/u,
  // Japanese: "iPhoneから送信", "Android 版 Outlook を入手".
  /から送信$|outlook を入手$/iu,
  // Korean: "iPhone에서 보냄", "Android용 Outlook 받기".
  /에서 보냄$|outlook 받기$/iu,
];

/** What a device signature names: a device, a mail app, or "my …" in the languages above. */
const DEVICE_OR_APP =
  /iphone|ipad|ipod|android|\bios\b|mobile|mobil|móvil|celular|telemóvel|cellulare|telefon|phone|smartphone|galaxy|samsung|pixel|huawei|xiaomi|oneplus|nokia|motorola|xperia|\bhtc\b|\blg\b|wiko|fairphone|blackberry|tablet|outlook|yahoo|gmail|proton ?mail|typeapp|bluemail|spark|aqua ?mail|\bgmx\b|web\.de|mail (?:for|app)|mail-app|\bk-9\b|fairemail|superhuman|fastmail|tuta|\bmy\b|\bmon\b|\bma\b|meinem|\bmi\b|\bmeu\b|\bmio\b|mijn|\bmin\b|mojego|моего|мого|我的/iu;
const MAX_DEVICE_LINE_LENGTH = 100;
const MAX_DEVICE_LINE_WORDS = 8;

/** "Sent from my iPhone" and its translations: a line the client added, not the member. */
export function isDeviceSignature(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_DEVICE_LINE_LENGTH) return false;
  if (trimmed.split(/\s+/).length > MAX_DEVICE_LINE_WORDS) return false;
  return DEVICE_LINE_SHAPES.some((shape) => shape.test(trimmed)) && DEVICE_OR_APP.test(trimmed);
}

/** "Best regards," and friends: with the name under it, the end of a reply is a closing, not an answer. */
const VALEDICTIONS = [
  // English
  'thanks',
  'thank you',
  'many thanks',
  'thx',
  'cheers',
  'best',
  'best regards',
  'best wishes',
  'kind regards',
  'warm regards',
  'regards',
  'all the best',
  'br',
  // French
  'merci',
  'cordialement',
  'bien à vous',
  'bien cordialement',
  // German
  'grüße',
  'viele grüße',
  'beste grüße',
  'liebe grüße',
  'mit freundlichen grüßen',
  'lg',
  'vg',
  'danke',
  // Spanish
  'saludos',
  'un saludo',
  'atentamente',
  'gracias',
  // Portuguese
  'abraços',
  'abraço',
  'obrigado',
  'obrigada',
  'cumprimentos',
  'atenciosamente',
  // Italian
  'saluti',
  'cordiali saluti',
  'grazie',
  // Dutch
  'groeten',
  'groetjes',
  'met vriendelijke groet',
  'hartelijke groet',
  // Polish
  'pozdrawiam',
  'pozdrowienia',
  'z poważaniem',
  // Danish and Norwegian
  'hilsen',
  'mvh',
  'venlig hilsen',
  'med venlig hilsen',
  'vennlig hilsen',
  'med vennlig hilsen',
  // Swedish
  'hälsningar',
  'vänliga hälsningar',
  'med vänliga hälsningar',
  // Finnish
  'terveisin',
  'ystävällisin terveisin',
  // Russian
  'с уважением',
  'спасибо',
  // Ukrainian
  'з повагою',
  'дякую',
  // Chinese
  '谢谢',
  '此致',
  // Japanese
  'よろしくお願いします',
  // Korean
  '감사합니다',
];
const VALEDICTION_SET = new Set(VALEDICTIONS);

/** Whether `line` (trimmed) is only a closing word or phrase ("Kind regards,", "Pozdrawiam"). */
export function isValediction(line: string): boolean {
  return VALEDICTION_SET.has(
    line
      .replace(/[\s,.!、。！]+$/u, '')
      .trim()
      .toLowerCase(),
  );
}

/** Greetings that open a reply, per language; a name or "team" may follow. */
const GREETINGS = [
  // English
  'hi',
  'hello',
  'hey',
  'dear',
  'good morning',
  'morning',
  // German
  'hallo',
  'moin',
  'servus',
  'guten morgen',
  'guten tag',
  // French
  'bonjour',
  'salut',
  'coucou',
  // Spanish
  'hola',
  'buenos días',
  'buenas',
  // Portuguese
  'olá',
  'oi',
  'bom dia',
  // Italian
  'ciao',
  'buongiorno',
  'salve',
  // Dutch
  'hoi',
  'goedemorgen',
  // Polish
  'cześć',
  'dzień dobry',
  'witam',
  // Danish, Norwegian, Swedish
  'hej',
  'hei',
  'god morgen',
  'godmorgen',
  // Finnish
  'moi',
  'terve',
  'huomenta',
  // Russian
  'привет',
  'здравствуйте',
  'добрый день',
  // Ukrainian
  'привіт',
  'вітаю',
  'добрий день',
  // Chinese
  '你好',
  '您好',
  '大家好',
  // Japanese
  'こんにちは',
  'お疲れ様です',
  // Korean
  '안녕하세요',
];
const GREETING = new RegExp(
  `^(?:${GREETINGS.join('|')})(?=$|[\\s,.!:;、，。！])(?:[\\s,]+[\\p{L}\\p{N}'’-]+){0,2}[\\s,.!:;、，。！—-]*$`,
  'iu',
);
const MAX_GREETING_LENGTH = 40;

/** Whether `line` is only a greeting ("Hi,", "Hello team", "Bonjour à tous !"): not an answer. */
export function isGreeting(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_GREETING_LENGTH && GREETING.test(trimmed);
}
