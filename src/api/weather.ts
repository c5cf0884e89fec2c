import { createHttp, type HttpOptions } from './http';
import type { WeatherResponse } from './types';

export interface WeatherOptions extends Omit<HttpOptions, 'baseUrl'> {
  /** The current-weather endpoint, e.g. `https://weather.example/data/2.5/weather`. */
  url: string;
  key: string;
}

/** The third-party current-weather call: GET with `q` (city) and `appid` (key). */
export function createWeatherClient({ url, key, ...rest }: WeatherOptions) {
  const http = createHttp({ ...rest, baseUrl: url });
  return {
    getWeather: (city: string, o?: { signal?: AbortSignal }) =>
      http.get<WeatherResponse>('', { ...o, query: { q: city, appid: key } }),
  };
}

/** Whole degrees Celsius from Kelvin (requirements §9). `Math.round` keeps -0 away with the `|| 0`. */
export function kelvinToCelsius(kelvin: number): number {
  return Math.round(kelvin - 273.15) || 0;
}
