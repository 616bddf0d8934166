/** '1 member', '2 members': a count with the word that agrees with it (English). */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
