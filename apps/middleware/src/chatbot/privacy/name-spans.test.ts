import { describe, expect, it } from 'vitest';

import { findNames } from './name-spans';

const values = (text: string) => findNames(text).map((span) => span.value);

describe('findNames', () => {
  it('finds the name after each Spanish title, without the title', () => {
    expect(values('Estimado Sr. García, ...')).toEqual(['García']);
    expect(values('la Sra. Beatriz Sanz firma')).toEqual(['Beatriz Sanz']);
    expect(values('la Srta. Carmen Vidal')).toEqual(['Carmen Vidal']);
    expect(values('D. Juan Carlos Pérez Gómez, con DNI')).toEqual(['Juan Carlos Pérez Gómez']);
    expect(values('Dña. Elena Gil y Don Alberto Campos')).toEqual(['Elena Gil', 'Alberto Campos']);
    expect(values('Doña Irene Soler')).toEqual(['Irene Soler']);
    expect(values('D.ª Rosa Díaz')).toEqual(['Rosa Díaz']);
    expect(values('La Dra. Isabel Moreno firma')).toEqual(['Isabel Moreno']);
    expect(values('el sr. Martínez llegó')).toEqual(['Martínez']);
  });

  it('finds the name after each English title', () => {
    expect(values('Dear Mr. Smith,')).toEqual(['Smith']);
    expect(values('Mrs Thompson and Ms. Priya Patel')).toEqual(['Thompson', 'Priya Patel']);
    expect(values('Dear Miss Elizabeth Bennet, we')).toEqual(['Elizabeth Bennet']);
    expect(values('Dr. Alan Turing will chair')).toEqual(['Alan Turing']);
    expect(values('Mr. James O’Connor and Mr. John F. Kennedy')).toEqual([
      'James O’Connor',
      'John F. Kennedy',
    ]);
  });

  it('keeps particles inside the name', () => {
    expect(values('Dña. Lucía Fernández de la Torre, con NIE')).toEqual([
      'Lucía Fernández de la Torre',
    ]);
    expect(values('Don Ramón del Valle.')).toEqual(['Ramón del Valle']);
    expect(values('Sr. Thomas van der Berg, representante')).toEqual(['Thomas van der Berg']);
    expect(values('Sr. José Ortega y Gasset')).toEqual(['José Ortega y Gasset']);
  });

  it('takes at most four words', () => {
    expect(values('Sr. Uno Dos Tres Cuatro Cinco')).toEqual(['Uno Dos Tres Cuatro']);
  });

  it('gives the name once when titles are chained', () => {
    expect(values('el Sr. D. Antonio Gutiérrez, mayor de edad')).toEqual(['Antonio Gutiérrez']);
  });

  it('reads names written in capitals, but not the identifier after them', () => {
    expect(values('La Sra. MARÍA JOSÉ PÉREZ firma')).toEqual(['MARÍA JOSÉ PÉREZ']);
    expect(values('Sr. PÉREZ DNI 12345678Z')).toEqual(['PÉREZ']);
  });

  it('leaves out a possessive ending', () => {
    expect(values("Mr. Smith's car")).toEqual(['Smith']);
  });

  it('does not take roles, lower-case words or letters of a list for names', () => {
    expect(values('el Sr. Director General')).toEqual([]);
    expect(values('Sr. López')).toEqual(['López']);
    expect(values('Mr. smith')).toEqual([]);
    expect(values('Anexo D. Condiciones generales')).toEqual([]);
    expect(values('Section D. Payment terms')).toEqual([]);
    expect(values('12 Oak Dr. Springfield')).toEqual([]);
    expect(values('we miss Paris')).toEqual([]);
  });
});
