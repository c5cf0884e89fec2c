/**
 * `/media/**` and the OpenWeather emulation under `/weather/**`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, Request, Response } from 'express';
import { WEATHER_CITIES, type WeatherCity, type WeatherResponse } from '../src/api/types';
import { type MockContext, sendDetail, sendJson } from './context';
import { WEATHER_ICON_RE, drawWeatherIcon, mapPage } from './media-gen';
import { parseImageName } from './media-names';
import { texts } from './texts';

interface CityWeather {
  id: number;
  name: string;
  lat: number;
  lon: number;
  kelvin: number;
  icon: string;
  main: string;
  description: string;
  weatherId: number;
  humidity: number;
}

/** Fixed per city, so tests can compare; temperatures and icons differ from city to city. */
export const CITY_WEATHER: Record<WeatherCity, CityWeather> = {
  ashgabat: {
    id: 162183,
    name: 'Ashgabat',
    lat: 37.95,
    lon: 58.3833,
    kelvin: 291.65,
    icon: '01d',
    main: 'Clear',
    description: 'clear sky',
    weatherId: 800,
    humidity: 38,
  },
  ahal: {
    id: 162152,
    name: 'Ahal',
    lat: 38.9833,
    lon: 58.2167,
    kelvin: 289.42,
    icon: '02d',
    main: 'Clouds',
    description: 'few clouds',
    weatherId: 801,
    humidity: 44,
  },
  lebap: {
    id: 1218667,
    name: 'Lebap',
    lat: 39.0833,
    lon: 63.5667,
    kelvin: 294.15,
    icon: '03d',
    main: 'Clouds',
    description: 'scattered clouds',
    weatherId: 802,
    humidity: 35,
  },
  mary: {
    id: 1219649,
    name: 'Mary',
    lat: 37.5938,
    lon: 61.8303,
    kelvin: 296.82,
    icon: '04d',
    main: 'Clouds',
    description: 'broken clouds',
    weatherId: 803,
    humidity: 30,
  },
  balkan: {
    id: 161943,
    name: 'Balkan',
    lat: 39.5108,
    lon: 54.3672,
    kelvin: 285.37,
    icon: '10d',
    main: 'Rain',
    description: 'light rain',
    weatherId: 500,
    humidity: 71,
  },
  dashoguz: {
    id: 601734,
    name: 'Dashoguz',
    lat: 41.8363,
    lon: 59.9666,
    kelvin: 272.61,
    icon: '13d',
    main: 'Snow',
    description: 'light snow',
    weatherId: 600,
    humidity: 83,
  },
};

/** How often the emulation takes a new reading (its `dt`). */
export const WEATHER_PERIOD_MS = 10 * 60_000;

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

function convert(kelvin: number, units: string): number {
  const value =
    units === 'metric' ? kelvin - 273.15 : units === 'imperial' ? ((kelvin - 273.15) * 9) / 5 + 32 : kelvin;
  return Math.round(value * 100) / 100;
}

const CAPTION_LINES = {
  tk: ['Döwlet migrasiýa gullugy.', 'Elektron wiza onlaýn berilýär.'],
  ru: ['Государственная миграционная служба.', 'Электронная виза оформляется онлайн.'],
  en: ['The State Migration Service.', 'Electronic visas are issued online.'],
};

export function registerMediaRoutes(app: Express, ctx: MockContext, videoDir: string): void {
  app.get('/media/img/:file', (req: Request, res: Response) => {
    const file = req.params.file ?? '';
    const name = parseImageName(file);
    if (!name) return sendDetail(res, 404, texts.notFound);
    const bytes = ctx.images.get(file, name);
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', bytes.length);
    // The picture depends only on its name: browsers may keep it.
    res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    res.end(bytes);
  });

  app.get('/media/video/:file', (req: Request, res: Response) => {
    const file = req.params.file ?? '';
    const path = join(videoDir, file);
    if (!/^[\w.-]+\.(webm|mp4)$/.test(file) || !existsSync(path)) return sendDetail(res, 404, texts.notFound);
    // sendFile answers Range requests, which video elements use to seek.
    res.sendFile(path, { headers: { 'Cache-Control': 'public, max-age=86400' } });
  });

  // WebVTT captions of the generated videos (fixtures' `tracks`): a few cues per language.
  app.get('/media/captions/:file', (req: Request, res: Response) => {
    const m = /^([\w-]+)\.(tk|ru|en)\.vtt$/.exec(req.params.file ?? '');
    if (!m) return sendDetail(res, 404, texts.notFound);
    const lines = CAPTION_LINES[m[2] as keyof typeof CAPTION_LINES];
    const cues = lines.map(
      (line, i) => `${i + 1}\n00:00:0${i * 3}.000 --> 00:00:0${i * 3 + 2}.500\n${line}\n`,
    );
    const vtt = Buffer.from(`WEBVTT\n\n${cues.join('\n')}`);
    res.setHeader('Content-Type', 'text/vtt; charset=utf-8');
    res.setHeader('Content-Length', vtt.length);
    res.end(vtt);
  });

  app.get('/media/maps/:file', (req: Request, res: Response) => {
    const m = /^(\d{1,4})\.html$/.exec(req.params.file ?? '');
    if (!m) return sendDetail(res, 404, texts.notFound);
    const n = Number(m[1]);
    const dep = ctx.state.departments.find((d) => d.id === n);
    if (!dep) return sendDetail(res, 404, texts.notFound);
    const html = Buffer.from(mapPage(dep, n));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', html.length);
    res.end(html);
  });

  const icons = new Map<string, Buffer>();
  app.get(/^\/weather\/img\/wn\/([0-9]{2}[dn])(?:@2x)?\.png$/, (req: Request, res: Response) => {
    const code = (req.params as Record<string, string>)[0] ?? '';
    if (!WEATHER_ICON_RE.test(code)) return sendDetail(res, 404, texts.notFound);
    let png = icons.get(code);
    if (!png) {
      png = drawWeatherIcon(code);
      icons.set(code, png);
    }
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', png.length);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.end(png);
  });

  app.get('/weather/data/2.5/weather', (req: Request, res: Response) => {
    const key = first(req.query.appid).trim();
    if (!key || (ctx.weatherKey !== null && key !== ctx.weatherKey))
      return sendJson(res, 401, {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      });
    const q = first(req.query.q).trim().toLowerCase();
    if (!q) return sendJson(res, 400, { cod: '400', message: 'Nothing to geocode' });
    // "Ashgabat", "ashgabat,tm" and "Ashgabat,TM" all name the same city.
    const city = q.split(',')[0]!.trim() as WeatherCity;
    if (!(WEATHER_CITIES as readonly string[]).includes(city))
      return sendJson(res, 404, { cod: '404', message: 'city not found' });
    const w = CITY_WEATHER[city];
    const units = first(req.query.units);
    const temp = (delta: number) => convert(w.kelvin + delta, units);
    const body: WeatherResponse & Record<string, unknown> = {
      coord: { lon: w.lon, lat: w.lat },
      weather: [{ id: w.weatherId, main: w.main, description: w.description, icon: w.icon }],
      base: 'stations',
      main: {
        temp: temp(0),
        feels_like: temp(-1.2),
        temp_min: temp(-2.5),
        temp_max: temp(2.1),
        pressure: 1018,
        humidity: w.humidity,
      },
      visibility: 10000,
      wind: { speed: 3.6, deg: 320 },
      clouds: { all: w.main === 'Clear' ? 0 : 40 },
      // When the reading was taken: OpenWeather computes a city's current weather about every ten
      // minutes, so the answer (and its ETag, conditional.ts) stays the same within that time.
      dt: Math.floor(Date.now() / WEATHER_PERIOD_MS) * (WEATHER_PERIOD_MS / 1000),
      sys: { country: 'TM', sunrise: 1763778000, sunset: 1763814600 },
      timezone: 18000,
      id: w.id,
      name: w.name,
      cod: 200,
    };
    sendJson(res, 200, body);
  });
}
