import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { WEATHER_CITIES, type WeatherCity } from '../../api/types';
import { kelvinToCelsius } from '../../api/weather';
import { pickText, useLang, useT } from '../../i18n';
import { REGIONS } from '../../i18n/calendarNames';
import { Skeleton } from '../../shared/Skeleton';
import { usePrefersReducedMotion } from '../../shared/usePrefersReducedMotion';
import { PlayPauseIcon } from '../../shared/slider/icons';
import { WEATHER_ROTATION_MS, nextCity, weatherClient, weatherIconUrl } from './weatherRotation';
import { frameTexts } from './texts';

/**
 * Weather widget: the six regions in turn every 5 s, each change calling the weather service with
 * `q` and `appid` (requirements §7). A failed call shows the region without a temperature (quiet fallback).
 * The rotation can be paused (WCAG 2.2.2) and is not a live region, so nothing is announced every 5 s.
 */
/** A hanging weather service must not leave a skeleton for ever. */
const WEATHER_TIMEOUT_MS = 8000;

function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return typeof AbortSignal.any === 'function' && typeof AbortSignal.timeout === 'function'
    ? AbortSignal.any([signal, AbortSignal.timeout(ms)])
    : signal;
}

export function Weather({ initialCity = WEATHER_CITIES[0] }: { initialCity?: WeatherCity }) {
  const lang = useLang();
  const t = useT();
  const [city, setCity] = useState<WeatherCity>(initialCity);
  // Under prefers-reduced-motion the rotation starts paused (as the banners do); the button still plays it.
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setCity(nextCity), WEATHER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const weather = useQuery({
    queryKey: ['weather', city],
    queryFn: ({ signal }) =>
      weatherClient.getWeather(city, { signal: withTimeout(signal, WEATHER_TIMEOUT_MS) }),
    // Every change of city asks the service again (requirements §7), even for a city seen before.
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });

  const region = pickText(REGIONS[city], lang, 'any');
  const icon = weather.data?.weather[0]?.icon;
  const temp = weather.data ? kelvinToCelsius(weather.data.main.temp) : null;

  return (
    <div className="frame-weather" role="group" aria-label={t(frameTexts.weather)}>
      <span className="frame-weather__icon" aria-hidden="true">
        {icon ? <img src={weatherIconUrl(icon)} alt="" width={40} height={40} /> : null}
      </span>
      <span className="frame-weather__region">{region}</span>
      <span className="frame-weather__temp" data-testid="weather-temp">
        {weather.isPending ? (
          <Skeleton width="2.5rem" height="1.25rem" />
        ) : temp !== null && Number.isFinite(temp) ? (
          `${temp}°C`
        ) : (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t(frameTexts.weatherUnavailable)}</span>
          </>
        )}
      </span>
      <button
        type="button"
        className="frame-icon-button frame-weather__toggle"
        aria-label={t(paused ? frameTexts.playWeather : frameTexts.pauseWeather)}
        title={t(paused ? frameTexts.playWeather : frameTexts.pauseWeather)}
        onClick={() => setUserPaused(!paused)}
      >
        <PlayPauseIcon playing={!paused} />
      </button>
    </div>
  );
}
