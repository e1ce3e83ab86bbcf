/**
 * What each subcategory sells: name parts, sizes, USD price range and copy. The generator
 * combines these with a seeded random stream per product.
 */
import type { Department } from './categories.ts';

export interface CategoryProfile {
  stems: readonly string[];
  models: readonly string[];
  sizes: readonly string[];
  /** Size runs a product may carry: a product takes one contiguous slice of `sizes`. */
  minSizes: number;
  priceUsd: readonly [number, number];
  features: readonly string[];
  material: string;
}

const MOUNTAINS = ['Summit', 'Ridgeline', 'Talus', 'Scree', 'Basalt', 'Cascade', 'Granite', 'Alpine', 'Cirque', 'Moraine', 'Col', 'Tarn', 'Arete', 'Couloir', 'Spur', 'Bivy', 'Switchback', 'Cornice'];
const FLOW = ['Drift', 'Current', 'Eddy', 'Rapids', 'Headwater', 'Estuary', 'Fjord', 'Delta', 'Riffle', 'Meander', 'Tributary', 'Confluence'];
const SKY = ['Aurora', 'Zenith', 'Nimbus', 'Solstice', 'Equinox', 'Meridian', 'Horizon', 'Polaris', 'Cumulus', 'Stratus', 'Borealis', 'Halo'];
const FOREST = ['Cedar', 'Larch', 'Juniper', 'Hemlock', 'Spruce', 'Aspen', 'Birch', 'Alder', 'Rowan', 'Sequoia', 'Fir', 'Yew'];

const SHOE_SIZES_MEN = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '13'];
const SHOE_SIZES_WOMEN = ['5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '11'];
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export const PROFILES: Record<string, CategoryProfile> = {
  '1001': { stems: MOUNTAINS, models: ['Mid WP Boot', 'GTX Hiking Boot', 'Leather Trek Boot', 'Backpacking Boot', 'Approach Boot'], sizes: SHOE_SIZES_MEN, minSizes: 8, priceUsd: [119, 259], features: ['Waterproof, breathable membrane', 'Vibram® Megagrip outsole', 'Nylon shank for stability on rock', 'Gusseted tongue keeps out debris', 'Recycled-polyester laces'], material: 'nubuck leather' },
  '1002': { stems: MOUNTAINS, models: ['Mid WP Boot', 'GTX Hiking Boot', 'Light Hiker', 'Trek Boot', 'Winter Boot'], sizes: SHOE_SIZES_WOMEN, minSizes: 8, priceUsd: [119, 249], features: ['Waterproof, breathable membrane', 'Women-specific last', 'Grippy lugged outsole', 'Cushioned EVA midsole', 'Padded collar'], material: 'suede and mesh' },
  '1003': { stems: FLOW, models: ['Trail Runner', 'Ultra Trail Shoe', 'GTX Trail Shoe', 'Speed Runner', 'Sky Racer'], sizes: SHOE_SIZES_MEN, minSizes: 8, priceUsd: [99, 189], features: ['4 mm lugs for loose ground', 'Rock plate under the forefoot', 'Quick-lace system', 'Breathable engineered mesh', '6 mm drop'], material: 'engineered mesh' },
  '1004': { stems: FLOW, models: ['Sport Sandal', 'River Sandal', 'Slide', 'Hiking Sandal'], sizes: SHOE_SIZES_MEN.slice(0, 10), minSizes: 6, priceUsd: [39, 109], features: ['Quick-drying webbing straps', 'Contoured footbed', 'Non-marking rubber sole', 'Adjustable heel strap'], material: 'recycled webbing' },
  '2001': { stems: SKY, models: ['Rain Jacket', 'Insulated Parka', 'Down Jacket', 'Softshell Jacket', '3L Shell', 'Wind Jacket'], sizes: LETTER_SIZES, minSizes: 4, priceUsd: [89, 449], features: ['Fully seam-taped', 'Pit zips for venting', 'Helmet-compatible hood', 'Packs into its own pocket', 'PFC-free water repellency'], material: 'recycled nylon' },
  '2002': { stems: SKY, models: ['Rain Jacket', 'Insulated Parka', 'Down Jacket', 'Softshell Jacket', '3L Shell', 'Hybrid Jacket'], sizes: LETTER_SIZES, minSizes: 4, priceUsd: [89, 429], features: ['Fully seam-taped', 'Adjustable hem', 'Responsibly sourced down', 'Two-way front zip', 'Stretch panels'], material: 'recycled nylon' },
  '2003': { stems: FOREST, models: ['Fleece Jacket', 'Grid Fleece Hoodie', 'Quarter-Zip Fleece', 'Sherpa Pullover', 'Active Insulation Vest'], sizes: LETTER_SIZES, minSizes: 4, priceUsd: [59, 179], features: ['Grid fleece traps warmth', 'Zippered chest pocket', 'Thumb loops', 'Stretch binding at cuffs'], material: 'recycled polyester fleece' },
  '2004': { stems: FOREST, models: ['Merino Crew', 'Merino Long Sleeve', 'Base Layer Tights', 'Zip-Neck Base Layer', 'Boxer Brief'], sizes: LETTER_SIZES.slice(0, 5), minSizes: 4, priceUsd: [29, 119], features: ['Odour-resistant merino', 'Flatlock seams', 'Tagless neck', 'Ethically sourced wool'], material: '18.5-micron merino wool' },
  '2005': { stems: MOUNTAINS, models: ['Hiking Pant', 'Convertible Pant', 'Softshell Pant', 'Trail Short', 'Rain Pant'], sizes: ['28', '30', '32', '34', '36', '38', '40'], minSizes: 5, priceUsd: [49, 169], features: ['Four-way stretch', 'Articulated knees', 'Zippered thigh pocket', 'UPF 50 sun protection'], material: 'stretch nylon' },
  '3001': { stems: MOUNTAINS, models: ['22L Daypack', '35L Pack', '50L Backpacking Pack', '65L Expedition Pack', '18L Hydration Pack'], sizes: ['S/M', 'M/L'], minSizes: 1, priceUsd: [59, 349], features: ['Adjustable torso length', 'Hipbelt pockets', 'Hydration sleeve', 'Rain cover included', 'Trekking-pole attachments'], material: 'ripstop nylon' },
  '3002': { stems: SKY, models: ['Ultralight Tent', 'Backpacking Tent', 'Family Tent', 'Four-Season Tent', 'Bivy Shelter'], sizes: ['1P', '2P', '3P', '4P'], minSizes: 1, priceUsd: [149, 699], features: ['Freestanding design', 'Two doors and two vestibules', 'Colour-coded clips', 'Aluminium poles', 'Footprint sold separately'], material: 'silicone-coated nylon' },
  '3003': { stems: SKY, models: ['20°F Down Bag', '0°F Down Bag', '35°F Synthetic Bag', 'Quilt', 'Double Bag'], sizes: ['Regular', 'Long'], minSizes: 1, priceUsd: [99, 499], features: ['Draft collar', 'Anti-snag zipper', 'Compression sack included', 'Water-resistant down'], material: '800-fill down' },
  '3004': { stems: FOREST, models: ['Carbon Trekking Poles', 'Aluminium Trekking Poles', 'Folding Z-Poles', 'Cork Grip Poles'], sizes: ['100-120 cm', '110-130 cm', '120-140 cm'], minSizes: 1, priceUsd: [49, 199], features: ['Flick-lock adjustment', 'Cork grips', 'Carbide tips', 'Interchangeable baskets'], material: 'carbon fibre' },
  '300500': { stems: SKY, models: ['Headlamp 400', 'Headlamp 900', 'Lantern', 'Rechargeable Headlamp', 'Camp Light String'], sizes: ['One Size'], minSizes: 1, priceUsd: [24, 139], features: ['Red night-vision mode', 'USB-C rechargeable', 'IPX7 waterproof', 'Lock mode for packing'], material: 'aluminium housing' },
};

export const DEPARTMENT_PREFIX: Record<Department, string> = { footwear: 'FW', apparel: 'AP', gear: 'GR' };
