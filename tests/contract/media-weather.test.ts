/**
 * Media served by the mock itself, and the OpenWeather emulation driven by the site's weather client.
 */
import * as jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { WEATHER_CITIES } from '../../src/api/types';
import { createWeatherClient, kelvinToCelsius } from '../../src/api/weather';
import { parseImageName, referencedImages } from '../../mock-api/media-names';
import { failure, fixtureDb, startMock } from './support';

const h = startMock();

/** The size in a JPEG's SOF0 header (what a browser lays out before decoding). */
function jpegSize(bytes: Buffer): [number, number] {
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return [bytes.readUInt16BE(i + 7), bytes.readUInt16BE(i + 5)];
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

describe('media', () => {
  it('every image the fixtures reference is a well-formed generated name; nothing points off-site', () => {
    const images = [...referencedImages(fixtureDb)];
    expect(images.length).toBeGreaterThan(30);
    for (const file of images) expect(parseImageName(file), file).not.toBeNull();
    const json = JSON.stringify(fixtureDb);
    expect(json).not.toMatch(/"(image|src|src_thumb|poster|map_image)":"https?:/);
  });

  it('images are real JPEGs at the size their name says (banner, content, thumbnail)', async () => {
    for (const url of [
      fixtureDb.banners[0]!.image,
      fixtureDb.images[0]!.src,
      fixtureDb.images[0]!.src_thumb,
    ]) {
      const res = await h.fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      const name = parseImageName(url.split('/').pop()!)!;
      expect(jpegSize(bytes)).toEqual([name.width, name.height]);
      // The same name always gives the same bytes.
      const again = Buffer.from(await (await h.fetch(url)).arrayBuffer());
      expect(again.equals(bytes)).toBe(true);
    }
    // And it decodes (the thumbnail: pure-JS decoding of the large ones is slow).
    const thumb = Buffer.from(await (await h.fetch(fixtureDb.images[0]!.src_thumb)).arrayBuffer());
    expect(jpeg.decode(thumb, { useTArray: true }).width).toBe(400);
    expect((await h.fetch('/media/img/banner-01-9999x9999.jpg')).status).toBe(404);
    expect((await h.fetch('/media/img/../../package.json')).status).toBe(404);
    expect((await h.fetch('/media/img/unknown-01-100x100.jpg')).status).toBe(404);
  });

  it('videos play: right type, byte ranges for seeking, poster image', async () => {
    for (const video of fixtureDb.videos) {
      const res = await h.fetch(video.src, { headers: { Range: 'bytes=0-99' } });
      expect(res.status, video.src).toBe(206);
      expect(res.headers.get('content-type')).toMatch(/^video\/(webm|mp4)/);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
      expect((await h.fetch(video.poster)).status).toBe(200);
    }
    expect((await h.fetch('/media/video/nope.webm')).status).toBe(404);
    expect((await h.fetch('/media/maps/999.html')).status).toBe(404);
    expect((await h.fetch('/media/other/thing')).status).toBe(404);
  });
});

describe('video captions', () => {
  it('every track of the fixtures is served as WebVTT; some videos have none (the field is optional)', async () => {
    const videos = await h.api.getVideos();
    const tracks = videos.flatMap((v) => v.tracks ?? []);
    expect(tracks.length).toBeGreaterThan(0);
    expect(videos.some((v) => v.tracks === undefined)).toBe(true);
    for (const track of tracks) {
      const res = await h.fetch(track.src);
      expect(res.status, track.src).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/vtt');
      expect(await res.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    }
    expect((await h.fetch('/media/captions/x.de.vtt')).status).toBe(404);
  });
});

describe('weather emulation', () => {
  const client = (key: string) => createWeatherClient({ url: `${h.mock.url}/weather/data/2.5/weather`, key });

  it('the six cities, case-insensitively, with Kelvin temperatures and icons that differ by city', async () => {
    const answers = [];
    for (const city of WEATHER_CITIES) {
      const w = await client('offline-dev-key').getWeather(city);
      expect(w.name.toLowerCase()).toBe(city);
      expect(w.main.temp).toBeGreaterThan(200);
      expect(w.main.temp).toBeLessThan(330);
      expect(w.weather[0]!.icon).toMatch(/^\d{2}[dn]$/);
      answers.push(w);
      const upper = await client('k').getWeather(city.toUpperCase());
      expect(upper.main.temp).toBe(w.main.temp);
    }
    expect(new Set(answers.map((a) => a.weather[0]!.icon)).size).toBeGreaterThan(3);
    expect(new Set(answers.map((a) => kelvinToCelsius(a.main.temp))).size).toBeGreaterThan(3);
    expect((await client('k').getWeather('Ashgabat,TM')).name).toBe('Ashgabat');
  });

  it('401 without a key, 404 for an unknown city', async () => {
    expect((await failure(client('').getWeather('ashgabat'))).status).toBe(401);
    expect((await failure(client('k').getWeather('london'))).status).toBe(404);
  });

  it('icons are served locally as PNG for every code the cities use', async () => {
    for (const city of WEATHER_CITIES) {
      const icon = (await client('k').getWeather(city)).weather[0]!.icon;
      const res = await h.fetch(`/weather/img/wn/${icon}@2x.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect((await h.fetch('/weather/img/wn/99x@2x.png')).status).toBe(404);
  });
});
