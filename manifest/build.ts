/**
 * `npm run manifest [-- teams|slack]`: one command for every platform's app package. With no
 * argument it builds the Teams package (as it always did); `slack` prints the Slack app manifest.
 */
import { printSlackManifest } from './slack/print-slack-manifest.ts';

const platform = process.argv[2] ?? 'teams';
if (platform === 'teams' || platform === 'msteams') {
  await import('./teams/build-teams-package.ts');
} else if (platform === 'slack') {
  process.exitCode = printSlackManifest();
} else {
  console.error(`Unknown platform '${platform}': use 'npm run manifest' (Teams) or 'npm run manifest -- slack'`);
  process.exitCode = 1;
}
