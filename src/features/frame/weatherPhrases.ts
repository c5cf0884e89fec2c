import type { LangText } from '../../api/types';

/** Phrases of the lazily loaded weather widget. */
export const weatherPhrases = {
  weather: { tm: 'Howa', ru: 'Погода', en: 'Weather' },
  weatherUnavailable: { tm: 'howa maglumaty ýok', ru: 'нет данных о погоде', en: 'no weather data' },
  pauseWeather: {
    tm: 'Howanyň aýlanyşyny saklat',
    ru: 'Остановить смену погоды',
    en: 'Pause weather rotation',
  },
  playWeather: {
    tm: 'Howanyň aýlanyşyny dowam et',
    ru: 'Возобновить смену погоды',
    en: 'Resume weather rotation',
  },
} satisfies Record<string, LangText>;
