/**
 * `npm run manifest -- slack`: prints the Slack app manifest (JSON) for PUBLIC_URL, to paste in
 * api.slack.com/apps > Create New App > From a manifest. Problems go to stderr and exit 1.
 */
import { buildSlackManifest } from './slack-manifest.ts';

/** Prints the manifest for the environment's PUBLIC_URL; returns the process exit code. */
export function printSlackManifest(env: NodeJS.ProcessEnv = process.env): number {
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl) {
    console.error('Cannot print the Slack manifest: PUBLIC_URL is required (the https:// address Slack calls)');
    return 1;
  }
  // Slack calls request and redirect URLs only over https; a tunnel gives a local server one.
  if (!publicUrl.startsWith('https://')) {
    console.error(
      `Cannot print the Slack manifest: PUBLIC_URL must start with https:// (Slack calls only https): ${publicUrl}`,
    );
    return 1;
  }
  try {
    console.log(JSON.stringify(buildSlackManifest({ publicUrl }), null, 2));
    return 0;
  } catch (error) {
    console.error(`Cannot print the Slack manifest: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
