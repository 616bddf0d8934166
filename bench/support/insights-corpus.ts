/**
 * Standup answers for the insights benchmark, with word frequencies like real text: a few words
 * in almost every answer, a long tail of words few answers use (Zipf's law, exponent ~1.07, over
 * hand-picked work words followed by thousands of made-up project and system names), and the short
 * function words that hold sentences together. Seeded, so every run searches the same text.
 */

/** Work words, most frequent first (the head of the distribution). */
const WORK_WORDS = `
  review fix deploy meeting test release bug feature customer update team build design migration
  docs api support issue plan sprint data code pipeline staging production dashboard report
  onboarding billing invoice login search performance security backend frontend mobile database
  query index cache server client config rollout monitoring alert incident outage hotfix patch
  refactor cleanup ticket estimate roadmap demo feedback interview hiring training workshop retro
  planning grooming standup sync handoff escalation contract pricing analytics metrics experiment
  survey research prototype mockup wireframe accessibility translation localization payment refund
  subscription checkout cart inventory shipping warehouse vendor partner integration webhook token
  permissions audit compliance backup restore upgrade dependency library framework container cluster
  network latency throughput memory storage queue worker scheduler cron email notification calendar
  budget forecast quarter okr goal milestone deadline launch announcement blog newsletter campaign
`
  .trim()
  .split(/\s+/);

/** Function words, sprinkled between work words (a stop list drops most of them from the English vector). */
const FILLERS = ['the', 'and', 'for', 'with', 'on', 'to', 'of', 'a', 'in', 'after', 'before', 'about'];

/** Made-up names for the tail: syllables, so the text search tokenises them as plain words. */
const ONSETS = ['b', 'k', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'kr', 'st', 'tr', 'pl'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'];
const CODAS = ['', 'n', 'r', 'x', 'l', 'm', 'th', 'sk'];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TCorpus {
  /** Every word, most frequent first. */
  words: string[];
  /** `count` answers of 6 to 24 words each. */
  answers(count: number): { answers: string[]; frequency: Map<string, number> };
}

/** The vocabulary (WORK_WORDS then `tailWords` made-up names) with a Zipf sampler over it. */
export function createCorpus(options: { tailWords: number; seed: number }): TCorpus {
  const random = seededRandom(options.seed);
  const tail = new Set<string>();
  while (tail.size < options.tailWords) {
    const syllables = 2 + Math.floor(random() * 2);
    let word = '';
    for (let s = 0; s < syllables; s++) {
      word += ONSETS[Math.floor(random() * ONSETS.length)]! + VOWELS[Math.floor(random() * VOWELS.length)]!;
    }
    word += CODAS[Math.floor(random() * CODAS.length)]!;
    if (!WORK_WORDS.includes(word)) tail.add(word);
  }
  const words = [...WORK_WORDS, ...tail];
  // Cumulative Zipf weights, searched by bisection for each word drawn.
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank++) {
    total += 1 / rank ** 1.07;
    cumulative.push(total);
  }
  const draw = (): string => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
  return {
    words,
    answers(count) {
      const frequency = new Map<string, number>();
      const answers: string[] = [];
      for (let n = 0; n < count; n++) {
        const length = 6 + Math.floor(random() * 19);
        const parts: string[] = [];
        for (let w = 0; w < length; w++) {
          if (w > 0 && random() < 0.3) parts.push(FILLERS[Math.floor(random() * FILLERS.length)]!);
          const word = draw();
          parts.push(word);
          frequency.set(word, (frequency.get(word) ?? 0) + 1);
        }
        const sentence = parts.join(' ');
        answers.push(`${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`);
      }
      return { answers, frequency };
    },
  };
}
