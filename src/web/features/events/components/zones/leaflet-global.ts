/**
 * Leaflet-Geoman is a classic script: it extends the global `L` when it runs. Importing this module before it
 * makes sure the global is the same Leaflet that react-leaflet uses.
 */
import L from 'leaflet';

(globalThis as unknown as { L: typeof L }).L = L;
