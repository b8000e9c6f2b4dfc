/** Components for authors: everything an MDX page may use, without imports. */
import Compare from './Compare.astro';
import Diagram from './Diagram.astro';
import Example from './Example.astro';
import GamesUsing from './GamesUsing.astro';
import GameViewer from './GameViewer.astro';
import NextRound from './NextRound.astro';
import KalahSolvedTable from './KalahSolvedTable.astro';
import PlayBoard from './PlayBoard.astro';
import SolvedBoard from './SolvedBoard.astro';

export const mdxComponents = { Example, Compare, GameViewer, GamesUsing, PlayBoard, Diagram, NextRound, SolvedBoard, KalahSolvedTable };
