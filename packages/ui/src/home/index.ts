export { HomeView, type HomeBlockState, type HomeViewProps } from './HomeView/HomeView';
