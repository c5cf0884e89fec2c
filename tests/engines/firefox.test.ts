/** The visitor journeys (journeys.ts) in Debian's Firefox ESR, through Puppeteer (WebDriver BiDi). */
import { journeys } from './journeys';
import { launchFirefox } from './support/puppeteerEngine';

journeys(launchFirefox);
