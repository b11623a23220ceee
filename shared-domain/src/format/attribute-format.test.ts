import { attributeLabel, attributeValue } from './attribute-format';

it('labels attribute keys for people', () => {
  expect(attributeLabel('monthlyUsers')).toBe('Monthly users');
  expect(attributeLabel('monthlyAMA')).toBe('Monthly AMA');
  expect(attributeLabel('circulation')).toBe('Circulation');
  expect(attributeLabel('avgFlightSeats')).toBe('Avg flight seats');
});

it('formats values', () => {
  expect(attributeValue(843000)).toBe('8,43,000');
  expect(attributeValue(['CPM', 'CPC'])).toBe('CPM, CPC');
  expect(attributeValue(undefined)).toBe('—');
  expect(attributeValue('Hindi')).toBe('Hindi');
});
