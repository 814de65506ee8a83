import { describe, expect, it } from 'vitest';
import { type GeoPosition, pushLocation } from './location-history.ts';

const at = (timestamp: number): GeoPosition => ({ latitude: 12.97, longitude: 77.59, accuracy: 10, speed: null, timestamp });

describe('pushLocation', () => {
  it('appends, keeping the newest ten', () => {
    let history: GeoPosition[] = [];
    for (let t = 1; t <= 12; t += 1) history = pushLocation(history, at(t));
    expect(history.map((p) => p.timestamp)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
  it('honours a custom maximum and leaves the input alone', () => {
    const before = [at(1), at(2), at(3)];
    expect(pushLocation(before, at(4), 2).map((p) => p.timestamp)).toEqual([3, 4]);
    expect(before).toHaveLength(3);
    expect(pushLocation(before, at(4), 0)).toEqual([]);
  });
});
