import { WEATHER_CITIES, type WeatherCity } from '../../api/types';
import { createWeatherClient } from '../../api/weather';
import { config } from '../../shared/config';

/** The city changes every 5 s (requirements §9). */
export const WEATHER_ROTATION_MS = 5000;

/** ashgabat → ahal → lebap → mary → balkan → dashoguz → ashgabat … (requirements §4). */
export function nextCity(city: WeatherCity): WeatherCity {
  const index = WEATHER_CITIES.indexOf(city);
  return WEATHER_CITIES[(index + 1) % WEATHER_CITIES.length] ?? WEATHER_CITIES[0];
}

export function weatherIconUrl(icon: string, template = config.weatherIconUrl): string {
  return template.replace('{icon}', encodeURIComponent(icon));
}

export const weatherClient = createWeatherClient({ url: config.weatherUrl, key: config.weatherKey });
