// Weather, air quality and city coordinates; coordinates must fall near a sandbox city.
import { ToolRunError } from "../types.ts";
import { cities, findCity } from "./entities.ts";
import { A, CTX, I, N, O, S, defineProduction, p, unknownEntity, type Gen } from "./define.ts";

function city(text: string) {
  const found = findCity(text);
  if (found === undefined)
    throw unknownEntity(
      "city",
      text,
      cities().map((c) => c.name),
    );
  return found;
}

function nearestCity(lat: number, lon: number) {
  const found = cities().find((c) => Math.abs(c.lat - lat) < 1 && Math.abs(c.lon - lon) < 1);
  if (found === undefined)
    throw new ToolRunError(
      `No city within one degree of ${lat}, ${lon} in the sandbox data; use openweather_getLocationCoordinates with one of: ${cities()
        .map((c) => c.name)
        .join(", ")}.`,
    );
  return found;
}

function weather(g: Gen, lat: number) {
  const base = 25 - Math.abs(lat) / 3;
  return {
    temp: g.num(base - 8, base + 6, 1),
    humidity: g.int(30, 95),
    description: g.pick(["clear sky", "few clouds", "light rain", "overcast clouds", "broken clouds"]),
  };
}

export const weatherTools = [
  defineProduction<{ latitude: number; longitude: number }>({
    name: "openweather_getAirQuality",
    verticals: ["insurance", "medical"],
    description: "Air quality at coordinates: AQI 1–5, its category and pollutant concentrations (µg/m³).",
    price: 1,
    params: { latitude: p.latitude(), longitude: p.longitude() },
    required: ["latitude", "longitude"],
    output: {
      aqi: I,
      aqiCategory: S,
      context: CTX,
      coordinates: O({ latitude: N, longitude: N }),
      pollutants: { type: "object", additionalProperties: N },
      timestamp: S,
    },
    sample: { latitude: 48.8566, longitude: 2.3522 },
    run({ latitude, longitude }, g) {
      const c = nearestCity(latitude, longitude);
      const aqi = g.int(1, 5);
      const aqiCategory = ["Good", "Fair", "Moderate", "Poor", "Very Poor"][aqi - 1] ?? "";
      return {
        aqi,
        aqiCategory,
        context: `Air quality in ${c.name}: ${aqiCategory} (AQI ${aqi}).`,
        coordinates: { latitude, longitude },
        pollutants: {
          co: g.num(150, 600),
          no2: g.num(2, 80),
          o3: g.num(10, 140),
          pm2_5: g.num(1, 60),
          pm10: g.num(2, 90),
        },
        timestamp: `${g.day(0)}T12:00:00Z`,
      };
    },
  }),
  defineProduction<{ location: string }>({
    name: "openweather_getCurrentWeather",
    verticals: ["insurance", "news"],
    description: "Current weather in a city: temperature range, conditions, sunrise and sunset.",
    price: 1,
    params: { location: p.str("City, optionally with country code, e.g. Paris,FR", { minLength: 1 }) },
    required: ["location"],
    output: { context: CTX, country: S, sunrise: S, sunset: S, tempMax: N, tempMin: N },
    sample: { location: "Paris" },
    run({ location }, g) {
      const c = city(location);
      const w = weather(g, c.lat);
      return {
        context: `${c.name}: ${w.temp} °C, ${w.description}.`,
        country: c.country,
        sunrise: `${g.day(0)}T0${g.int(5, 7)}:${g.int(10, 59)}:00Z`,
        sunset: `${g.day(0)}T1${g.int(6, 9)}:${g.int(10, 59)}:00Z`,
        tempMax: Number((w.temp + g.num(1, 5, 1)).toFixed(1)),
        tempMin: Number((w.temp - g.num(1, 5, 1)).toFixed(1)),
      };
    },
  }),
  defineProduction<{ date: string; latitude: number; longitude: number }>({
    name: "openweather_getDaySummary",
    verticals: ["insurance"],
    description: "A day's weather summary at coordinates: temperatures, humidity, wind, precipitation.",
    price: 1,
    params: { date: p.date("Day (YYYY-MM-DD)"), latitude: p.latitude(), longitude: p.longitude() },
    required: ["date", "latitude", "longitude"],
    output: {
      context: CTX,
      date: S,
      humidity: O({ afternoon: I }),
      latitude: N,
      units: S,
      wind: O({ max: O({ speed: N, direction: I }) }),
    },
    sample: { date: "2026-11-01", latitude: 51.5074, longitude: -0.1278 },
    run({ date, latitude, longitude }, g) {
      const c = nearestCity(latitude, longitude);
      const w = weather(g, latitude);
      return {
        context: `${c.name} on ${date}: ${w.temp} °C, ${w.description}.`,
        date,
        humidity: { afternoon: w.humidity },
        latitude,
        units: "metric",
        wind: { max: { speed: g.num(1, 20, 1), direction: g.int(0, 359) } },
      };
    },
  }),
  defineProduction<{ latitude: number; longitude: number; time: string }>({
    name: "openweather_getHistoricalWeather",
    verticals: ["insurance"],
    description: "Weather at coordinates at a past time: conditions, clouds, rain, sunrise and sunset.",
    price: 2,
    params: {
      latitude: p.latitude(),
      longitude: p.longitude(),
      time: p.str("Time, ISO 8601 (e.g. 2026-10-01T12:00:00Z)", { format: "date-time" }),
    },
    required: ["latitude", "longitude", "time"],
    output: { clouds: I, context: CTX, rain: N, sunrise: S, sunset: S, time: S, weather: S },
    sample: { latitude: 40.7128, longitude: -74.006, time: "2026-10-01T12:00:00Z" },
    run({ latitude, longitude, time }, g) {
      const c = nearestCity(latitude, longitude);
      const w = weather(g, latitude);
      const day = time.slice(0, 10);
      return {
        clouds: g.int(0, 100),
        context: `${c.name} at ${time}: ${w.temp} °C, ${w.description}.`,
        rain: g.num(0, 12, 1),
        sunrise: `${day}T06:${g.int(10, 59)}:00Z`,
        sunset: `${day}T18:${g.int(10, 59)}:00Z`,
        time,
        weather: w.description,
      };
    },
  }),
  defineProduction<{ cityName: string; countryCode?: string }>({
    name: "openweather_getLocationCoordinates",
    verticals: ["insurance", "news", "medical"],
    description: "Coordinates of a city by name (and optional ISO country code), for the weather tools.",
    price: 1,
    params: {
      cityName: p.str("City name, e.g. Lyon", { minLength: 1 }),
      countryCode: p.str("ISO country code, e.g. FR", { pattern: "^[A-Za-z]{2}$" }),
    },
    required: ["cityName"],
    output: { context: CTX, locations: A(O({ name: S, country: S, latitude: N, longitude: N })) },
    sample: { cityName: "Lyon", countryCode: "FR" },
    run({ cityName, countryCode }) {
      const c = city(countryCode === undefined ? cityName : `${cityName},${countryCode}`);
      return {
        context: `${c.name}, ${c.country}: ${c.lat}, ${c.lon}.`,
        locations: [{ name: c.name, country: c.country, latitude: c.lat, longitude: c.lon }],
      };
    },
  }),
  defineProduction<{ days: number; location: string }>({
    name: "openweather_getWeatherForecast",
    verticals: ["insurance", "news"],
    description: "Daily weather forecast for a city over the next N days.",
    price: 1,
    params: {
      days: p.int("Days ahead", { minimum: 1, maximum: 16, default: 5 }),
      location: p.str("City, e.g. Tokyo", { minLength: 1 }),
    },
    required: ["location"],
    output: {
      context: CTX,
      coordinates: O({ latitude: N, longitude: N }),
      country: S,
      forecasts: A(O({ date: S, tempMin: N, tempMax: N, description: S, precipitationProbability: I })),
      location: S,
      timezone: S,
    },
    sample: { days: 3, location: "Tokyo" },
    run({ days, location }, g) {
      const c = city(location);
      const forecasts = Array.from({ length: days }, (_, i) => {
        const w = weather(g, c.lat);
        return {
          date: g.day(-1 - i),
          tempMin: Number((w.temp - 4).toFixed(1)),
          tempMax: Number((w.temp + 4).toFixed(1)),
          description: w.description,
          precipitationProbability: g.int(0, 100),
        };
      });
      return {
        context: `${days}-day forecast for ${c.name}.`,
        coordinates: { latitude: c.lat, longitude: c.lon },
        country: c.country,
        forecasts,
        location: c.name,
        timezone: c.timezone,
      };
    },
  }),
];
