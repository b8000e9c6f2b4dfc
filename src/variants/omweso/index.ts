import { defineOmwesoGame, OMWESO_LAYOUTS, OMWESO_LAYOUT_LABELS, PASSING, AKAWUMBI, layoutNote, OMWESO_DEFAULTS } from '../families/omweso.js';

export const omweso = defineOmwesoGame(
  {
    id: 'omweso',
    name: 'Omweso',
    columns: 8,
    layouts: OMWESO_LAYOUTS,
    markers: 'both-rows',
    take: 'pair',
    reverse: 'direct',
    defaults: OMWESO_DEFAULTS,
    optionNotes: {
      layout: layoutNote(OMWESO_LAYOUTS, 'Starting layout: each player places their 32 seeds as they like; these are three typical ways', OMWESO_LAYOUT_LABELS),
      markers: {
        name: 'Pits that can capture',
        labels: ['either row', 'the inner row only'],
        text: 'Pits that can capture: an occupied pit of either of your rows, or, as English Wikipedia has it, of your inner row only',
        choices: ['both-rows', 'inner-row'],
      },
      reverse: {
        name: 'Clockwise laps',
        labels: ['any lap that captures at once', 'a relay from the leftmost pit of either row', 'a lap from the four leftmost pits'],
        text: 'Clockwise laps: a lap may go clockwise instead, but only if it then ends in a capture at once; accounts differ on which laps may',
        choices: ['capture', 'left-relay', 'left-four'],
      },
      resow: {
        name: 'Sowing captured seeds',
        labels: ['from the marker', 'from where the lap started'],
        text: 'Sowing captured seeds: on from the marker, or, as English Wikipedia has it, from the pit the capturing lap started from',
        choices: ['marker', 'lap-start'],
      },
      resowDirection: {
        name: 'Direction of captured seeds',
        labels: ['a lap of their own', 'on the way the capturing lap went'],
        text: 'Direction of captured seeds: they start a lap of their own, counter-clockwise unless that lap may go clockwise; or they carry on the way the capturing lap went, even clockwise',
        choices: ['new-lap', 'continue'],
      },
      akawumbi: AKAWUMBI,
      passing: PASSING,
    },
  },
  {
    // The rules as English Wikipedia gives them: inner-row captures sown from the lap's start, clockwise from the four leftmost pits, no passing.
    wikipedia: { markers: 'inner-row', resow: 'lap-start', resowDirection: 'new-lap', reverse: 'left-four', akawumbi: 'both-ends', passing: 'not-allowed' },
  },
  { wikipedia: 'English Wikipedia\u2019s rules' },
);

export default omweso;
