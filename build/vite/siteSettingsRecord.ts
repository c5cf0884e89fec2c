import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { BUILD_RECORD, buildSettings, writeRecord } from '../../scripts/config/siteSettings.ts';

/**
 * Writes the build's record of the settings it was made with (`.site-settings.json`, decision 0230)
 * into its output folder, the client build's and the server bundle's alike: the prerender and the
 * server compare their own settings with it and refuse to start when they differ. The values are
 * read as siteConfig.ts reads them (the same variables, the env file already applied by
 * vite.config.ts), so a setting that breaks a rule stopped the build before this runs.
 */
export function siteSettingsRecord(): Plugin {
  let outDir = '';
  let env: Record<string, string> = {};
  return {
    name: 'site-settings-record',
    apply: 'build',
    config(user, { mode }) {
      const envDir = typeof user.envDir === 'string' ? user.envDir : (user.root ?? process.cwd());
      env = loadEnv(mode, envDir, ['VITE_', 'MEDIA_ORIGINS', 'SITE_ORIGIN']);
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeRecord(join(outDir, BUILD_RECORD), {
        by: 'build',
        at: new Date().toISOString(),
        settings: buildSettings(env),
      });
    },
  };
}
