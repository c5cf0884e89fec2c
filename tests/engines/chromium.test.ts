/** The visitor journeys (journeys.ts) in Debian's Chromium, through Puppeteer (CDP). */
import { journeys } from './journeys';
import { launchChromium } from './support/puppeteerEngine';

journeys(launchChromium);
