/**
 * The dependency rules of ARCHITECTURE §3.1 as data, and a checker that reads every import of a
 * set of source files and reports the ones a rule forbids. Kept separate from the test so the
 * test can show the checker catching a planted violation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface TImportRule {
  /** Human sentence shown on a violation. */
  because: string;
  /** Files the rule applies to (repo-relative path prefix). */
  files: string;
  /** Forbidden package names (exact or prefix with trailing '/') or 'node:' builtins marker. */
  packages?: string[];
  /** Forbidden repo-relative folders for relative imports. */
  folders?: string[];
  /** Files exempt from the rule. */
  except?: string[];
}

const PLATFORM_SDKS = [
  'fastify',
  '@fastify/',
  '@microsoft/agents-',
  'botbuilder',
  '@slack/',
  'stripe',
  'nodemailer',
  'mjml',
  'smtp-server',
  'mailparser',
  'pg-boss',
  '@azure/msal-node',
  '@microsoft/microsoft-graph-client',
];

const NODE_BUILTINS = ['node:', 'fs', 'path', 'crypto', 'os', 'http', 'https', 'net', 'child_process', 'url', 'stream'];

export const IMPORT_RULES: TImportRule[] = [
  {
    because: 'core/ and domain/ import no platform SDK, web framework, mailer or job engine',
    files: 'bot/core/',
    packages: PLATFORM_SDKS,
    folders: ['bot/http', 'bot/adapters', 'scheduler'],
  },
  {
    because: 'core/ and domain/ import no platform SDK, web framework, mailer or job engine',
    files: 'bot/domain/',
    packages: PLATFORM_SDKS,
    folders: ['bot/http', 'bot/adapters', 'scheduler', 'bot/core'],
  },
  {
    because: 'db/ is the innermost layer: it imports no domain, core, http, adapter or scheduler code',
    files: 'bot/db/',
    folders: ['bot/domain', 'bot/core', 'bot/http', 'bot/adapters', 'scheduler'],
  },
  {
    because: 'adapters only convert and forward: they do not reach into http/ or scheduler/',
    files: 'bot/adapters/',
    folders: ['bot/http', 'scheduler'],
  },
  {
    because: 'http/ routes call the domain, never the job engine or another adapter directly',
    files: 'bot/http/',
    folders: ['scheduler'],
  },
  {
    because: 'shared/ is browser-safe: no Node builtins and nothing from the server',
    files: 'shared/',
    packages: NODE_BUILTINS,
    folders: ['bot', 'scheduler', 'tab'],
  },
  ...['bot/', 'scheduler/', 'shared/', 'tab/src/', 'bench/'].map(
    (files): TImportRule => ({
      because: 'only bot/adapters/slack/ imports the Slack SDK (@slack/bolt, @slack/web-api)',
      files,
      packages: ['@slack/'],
      except: ['bot/adapters/slack/'],
    }),
  ),
  ...['bot/', 'scheduler/', 'shared/', 'tab/src/', 'bench/'].map(
    (files): TImportRule => ({
      because: 'only bot/adapters/msteams/ imports the Microsoft 365 Agents SDK',
      files,
      packages: ['@microsoft/agents-'],
      except: ['bot/adapters/msteams/'],
    }),
  ),
  ...['bot/', 'scheduler/', 'shared/', 'tab/src/', 'bench/'].map(
    (files): TImportRule => ({
      because: 'only bot/adapters/microsoft/ imports msal-node, the Graph client and jose',
      files,
      packages: ['@azure/msal-', '@microsoft/microsoft-graph-client', 'jose'],
      except: ['bot/adapters/microsoft/'],
    }),
  ),
  ...['bot/', 'scheduler/', 'shared/', 'tab/src/', 'bench/'].map(
    (files): TImportRule => ({
      because: 'only bot/adapters/stripe/ imports the Stripe library',
      files,
      packages: ['stripe'],
      except: ['bot/adapters/stripe/'],
    }),
  ),
  {
    because: 'the web app imports no server code',
    files: 'tab/src/',
    folders: ['bot', 'scheduler'],
  },
  {
    because: '@microsoft/teams-js lives only in tab/src/host/',
    files: 'tab/src/',
    packages: ['@microsoft/teams-js'],
    except: ['tab/src/host/'],
  },
];

export interface TImportViolation {
  file: string;
  specifier: string;
  because: string;
}

const IMPORT_PATTERN =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** Every module specifier a source text imports. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

function packageMatches(specifier: string, forbidden: string): boolean {
  if (forbidden === 'node:') return specifier.startsWith('node:');
  if (forbidden.endsWith('/') || forbidden.endsWith('-')) return specifier.startsWith(forbidden);
  return specifier === forbidden || specifier.startsWith(`${forbidden}/`);
}

/** Checks files (repo-relative path -> source) against the rules. */
export function findImportViolations(
  files: Map<string, string>,
  rules: TImportRule[] = IMPORT_RULES,
): TImportViolation[] {
  const violations: TImportViolation[] = [];
  for (const [file, source] of files) {
    for (const rule of rules) {
      if (!file.startsWith(rule.files) || rule.except?.some((prefix) => file.startsWith(prefix))) continue;
      for (const specifier of importsOf(source)) {
        if (specifier.startsWith('.')) {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
          if (rule.folders?.some((folder) => target === folder || target.startsWith(`${folder}/`))) {
            violations.push({ file, specifier, because: rule.because });
          }
        } else if (rule.packages?.some((forbidden) => packageMatches(specifier, forbidden))) {
          violations.push({ file, specifier, because: rule.because });
        }
      }
    }
  }
  return violations;
}

/** Reads every .ts/.tsx file under the given repo folders (tests excluded: they may cross layers). */
export function readSources(root: string, folders: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    for (const entry of readdirSync(absolute)) {
      if (entry === 'node_modules' || entry === 'migrations') continue;
      const child = path.posix.join(relative, entry);
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        files.set(child, readFileSync(path.join(root, child), 'utf8'));
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}
