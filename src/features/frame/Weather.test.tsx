import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEATHER_CITIES } from '../../api/types';
import { kelvinToCelsius } from '../../api/weather';
import { setLang } from '../../i18n/lang';
import { config } from '../../shared/config';
import { weatherHandler } from '../../../tests/support/unit/api-handlers';
import { renderWithProviders } from '../../../tests/support/unit/render';
import { server } from '../../../tests/support/unit/server';
import { Weather } from './Weather';
import { WEATHER_ROTATION_MS, nextCity, weatherIconUrl } from './weatherRotation';

describe('weather helpers', () => {
  it('rotates ashgabat → ahal → lebap → mary → balkan → dashoguz → ashgabat', () => {
    const seen = [];
    let city: (typeof WEATHER_CITIES)[number] = 'ashgabat';
    for (let i = 0; i < 7; i++) {
      seen.push(city);
      city = nextCity(city);
    }
    expect(seen).toEqual(['ashgabat', 'ahal', 'lebap', 'mary', 'balkan', 'dashoguz', 'ashgabat']);
    expect(WEATHER_ROTATION_MS).toBe(5000);
  });

  it('converts Kelvin to whole degrees Celsius', () => {
    expect(kelvinToCelsius(273.15)).toBe(0);
    expect(kelvinToCelsius(300.65)).toBe(28);
    expect(kelvinToCelsius(300.64)).toBe(27);
    expect(kelvinToCelsius(250)).toBe(-23);
    expect(Object.is(kelvinToCelsius(273.0), 0)).toBe(true);
  });

  it('builds the icon url from the template', () => {
    expect(weatherIconUrl('10d', '/w/{icon}@2x.png')).toBe('/w/10d@2x.png');
  });
});

describe('<Weather>', () => {
  let requests: URL[];
  let fail: boolean;

  beforeEach(() => {
    requests = [];
    fail = false;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(
      weatherHandler(({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        if (fail) return HttpResponse.json({ cod: 503 }, { status: 503 });
        const q = url.searchParams.get('q') ?? '';
        // A different temperature per city: 280.15 K + index.
        const temp = 280.15 + WEATHER_CITIES.indexOf(q as (typeof WEATHER_CITIES)[number]);
        return HttpResponse.json({ name: q, weather: [{ icon: '01d' }], main: { temp } });
      }),
    );
    act(() => setLang('en'));
  });

  afterEach(() => {
    vi.useRealTimers();
    act(() => setLang('tm'));
  });

  it('shows the region, icon and whole degrees, and calls the service with q and appid on every change', async () => {
    renderWithProviders(<Weather />);
    const widget = screen.getByRole('group', { name: 'Weather' });
    expect(await within(widget).findByText('7°C')).toBeInTheDocument();
    expect(widget).toHaveTextContent('Ashgabat');
    expect(widget.querySelector('img')).toHaveAttribute('src', weatherIconUrl('01d'));

    const expected = [
      ['Ahal', '8°C'],
      ['Lebap', '9°C'],
      ['Mary', '10°C'],
      ['Balkan', '11°C'],
      ['Dashoguz', '12°C'],
      ['Ashgabat', '7°C'],
    ];
    for (const [region, temp] of expected) {
      act(() => {
        vi.advanceTimersByTime(WEATHER_ROTATION_MS);
      });
      expect(await within(widget).findByText(temp!)).toBeInTheDocument();
      expect(widget).toHaveTextContent(region!);
    }
    const cities = requests.map((u) => u.searchParams.get('q'));
    // Every change asks again, including the return to the first city.
    expect(cities).toEqual(['ashgabat', 'ahal', 'lebap', 'mary', 'balkan', 'dashoguz', 'ashgabat']);
    expect(requests.every((u) => u.searchParams.get('appid') === config.weatherKey)).toBe(true);
    expect(
      requests.every((u) => u.pathname === new URL(config.weatherUrl, 'http://site.test').pathname),
    ).toBe(true);
  });

  it('names the region in the current language', async () => {
    act(() => setLang('ru'));
    renderWithProviders(<Weather />);
    const widget = screen.getByRole('group', { name: 'Погода' });
    expect(await within(widget).findByText('7°C')).toBeInTheDocument();
    expect(widget).toHaveTextContent('Ашхабад');
  });

  it('falls back quietly when the service fails: region, no temperature, no spinner', async () => {
    fail = true;
    renderWithProviders(<Weather />);
    const widget = screen.getByRole('group', { name: 'Weather' });
    expect(await within(widget).findByText('no weather data')).toBeInTheDocument();
    expect(widget).toHaveTextContent('Ashgabat');
    expect(widget).not.toHaveTextContent('°C');
    expect(widget.querySelector('.skeleton')).toBeNull();
  });

  it('stops rotating while paused and resumes on play', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithProviders(<Weather />);
    const widget = screen.getByRole('group', { name: 'Weather' });
    await within(widget).findByText('7°C');
    await user.click(within(widget).getByRole('button', { name: 'Pause weather rotation' }));
    act(() => {
      vi.advanceTimersByTime(WEATHER_ROTATION_MS * 3);
    });
    expect(widget).toHaveTextContent('Ashgabat');
    expect(requests).toHaveLength(1);
    await user.click(within(widget).getByRole('button', { name: 'Resume weather rotation' }));
    act(() => {
      vi.advanceTimersByTime(WEATHER_ROTATION_MS);
    });
    expect(await within(widget).findByText('8°C')).toBeInTheDocument();
  });

  it('does not announce the rotation (no live region)', () => {
    renderWithProviders(<Weather />);
    const widget = screen.getByRole('group', { name: 'Weather' });
    expect(widget.closest('[aria-live]')).toBeNull();
    expect(widget.querySelector('[aria-live]')).toBeNull();
  });
});
