/** How messages address a member: their first name, else the part of their email before the '@'. */

/** The name a prompt, reminder, confirmation or summary greets `user` by. */
export function greetingName(user: { firstName: string; email: string }): string {
  return user.firstName || user.email.split('@')[0] || user.email;
}
