import { round, round2, round3, roundRate } from './index';

describe('rounding', () => {
  it('rounds half up to whole rupees', () => {
    expect(round(1187.5)).toBe(1188);
    expect(round(831.25)).toBe(831);
    expect(round(2.5)).toBe(3);
    expect(round(0)).toBe(0);
  });

  it('guards float error at a half', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(35899.2)).toBe(35899.2);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round(4.35 * 100 - 0.5)).toBe(435); // 434.99999999999994 + ½ noise
    expect(round3(1.0005)).toBe(1.001);
  });

  it('rounds rates above 5 to whole rupees, at or below 5 to 3 decimals', () => {
    expect(roundRate(5.4)).toBe(5);
    expect(roundRate(5)).toBe(5);
    expect(roundRate(4.99949)).toBe(4.999);
    expect(roundRate(0.0005)).toBe(0.001);
  });
});
