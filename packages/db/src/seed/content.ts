// The public site's editorial content: the home page's testimonials and "Beauty Re:Fresh"
// blog carousel with the blog's own posts (served at /blog), and the about page's press
// articles. The press outlets are fictional, so their articles have no link (an empty one,
// which the about page shows as a card without "Read on ..."): a demo must never send a
// visitor to a made-up address.
import { blogPostPath } from "@primp/core";

export interface SeedBlogPost {
  title: string;
  /** A file under apps/web/public. */
  imageUrl: string;
  link: string;
  slug: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

export interface SeedArticle {
  title: string;
  /** Where the whole article can be read; empty when it is not online. */
  link: string;
  imageUrl: string;
  /** The publication's name, shown with the article. */
  website: string;
  /** Longer than the list's cut (ARTICLE_PREVIEW_LENGTH), as real previews are. */
  preview: string;
}

export interface SeedTestimonial {
  quote: string;
  author: string;
  location: string;
}

const blogPost = (slug: string, title: string, paragraphs: string[]): SeedBlogPost => ({
  title,
  imageUrl: `/images/blog/${slug}.svg`,
  link: blogPostPath(slug),
  slug,
  body: paragraphs.join("\n\n"),
});

/** In carousel order (the carousel orders by id, and rows are inserted in this order). */
export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  blogPost("silk-press-that-lasts", "Five Ways to Make a Silk Press Last", [
    "A good silk press can last two weeks or more. What decides it is mostly what happens after your stylist packs up: moisture, heat and friction are what turn straight hair back to its natural pattern.",
    "Wrap it every night. Brush your hair around your head and pin it flat, then cover it with a silk or satin scarf. Sleep on a satin pillowcase too, so a scarf that slips in the night does no harm.",
    "Keep water away. Wear a shower cap in the shower, skip the steam room, and carry an umbrella on humid days. A light anti-humidity spray helps, but a cap does more.",
    "Go easy on products and heat. Heavy oils weigh the hair down and collect dirt, so use a drop of light serum on the ends only. If you need a touch-up, use a flat iron on a low setting on the few pieces that need it, not your whole head.",
    "Plan the next one. When your roots start to swell or the ends lose their swing, wash and deep-condition rather than pressing again over dirty hair: your stylist will thank you, and your ends will too.",
  ]),
  blogPost("bridal-beauty-timeline", "The Bridal Beauty Timeline, Month by Month", [
    "Six months out, book your hair and makeup professional and, if you can, a trial. Good artists are booked early for the spring and autumn weekends, and a trial tells you how long the morning really takes.",
    "Three months out, start any skin treatments you want to try, so there is time to recover if one does not suit you. This is also the month to decide on colour or a cut, so it has grown in naturally by the day.",
    "One month out, have your trial with the accessories you will wear: veil, hair pieces, earrings. Take photos in daylight and in flash. Share the schedule with everyone getting ready with you, with start times per person.",
    "The week before, no new products and no new treatments. Get a manicure two or three days before, and a henna design, if you are having one, two days before, so the colour has darkened in time.",
    "On the morning, start with the person who needs longest, keep the bride last but one, and leave thirty minutes of slack before the photographer arrives. Eat something.",
  ]),
  blogPost("henna-aftercare", "Henna Aftercare: Deeper Color in 48 Hours", [
    "Fresh henna paste goes on dark green or brown and comes off orange. The deep red-brown colour develops over the next two days, and how you treat the design in that time decides how dark it gets.",
    "Leave the paste on as long as you can: six hours at least, overnight if you can manage it. A lemon and sugar mix dabbed on once the paste has dried helps it stay in place.",
    "Scrape, do not wash. When you remove the paste, scrape it off with the blunt edge of a knife or your fingernail, and keep the design away from water for the first twelve to twenty-four hours.",
    "Keep it warm. Henna darkens with warmth, so wear gloves or socks over hands and feet on a cool evening, and avoid the pool, hand sanitiser and exfoliating scrubs while it develops.",
    "Once it has darkened, a little natural balm or coconut oil before washing your hands protects the design, and it will fade gently over one to three weeks.",
  ]),
  blogPost("protective-styles-for-winter", "Protective Styles for Winter", [
    "Cold air and indoor heating pull moisture out of hair, and scarves and collars rub at the ends. A protective style tucks the ends away and cuts down on daily styling, which is why winter is a good season for one.",
    "Knotless box braids put less tension on the scalp at the roots and last six to eight weeks. Twists are quicker to install and easier to take down. A well-fitted wig lets you rest your own hair entirely.",
    "Prepare your hair before the install: a wash, a deep conditioner and a trim of split ends. Your stylist will ask about your scalp and curl pattern, so mention anything sensitive before they start.",
    "During the style, keep your scalp clean and moisturised with a light oil or a leave-in spray, sleep with a satin bonnet, and do not keep the style in longer than recommended: new growth that mats is where breakage starts.",
  ]),
  blogPost("five-minute-glow", "The Five-Minute Glow Routine", [
    "Some mornings you have five minutes. This routine is what our makeup artists recommend for those days: it evens out the skin, wakes up the eyes and looks like you, only rested.",
    "Start with moisturiser with sunscreen and give it a minute. Then a tinted moisturiser or skin tint, pressed in with your fingers, and concealer only where you need it: under the eyes and around the nose.",
    "A cream blush on the cheeks, tapped up towards the temples, does the work of blush, bronzer and highlighter at once. Use what is left on your finger on your eyelids.",
    "Finish with brow gel, one coat of mascara and a tinted lip balm. That is it. Keep the five products together in one bag so the routine really does take five minutes.",
  ]),
  blogPost("first-wig-install", "What to Ask Before Your First Wig Install", [
    "A wig install can look like your own hair or like a wig, and most of the difference is decided before the stylist arrives. These are the questions worth asking.",
    "Ask whether the unit is lace front or full lace, and whether the lace will be customised: plucking the hairline and bleaching the knots is what makes a hairline look natural.",
    "Ask how it will be secured. Glueless installs with a band or combs are gentler on your edges and easy to take off at night; adhesive installs hold longer but need proper removal. If your scalp is sensitive, say so.",
    "Ask about your own hair underneath. It should be braided flat, clean and moisturised, and you should know how often to take the unit off to wash and rest your own hair.",
    "Finally, ask how to care for the unit itself: how to wash it, which heat settings it takes, and how to store it so it lasts for months rather than weeks.",
  ]),
];

/** In list order (the about page orders by id). Images reuse the site's own artwork. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    title: "The Salon That Comes to You",
    link: "",
    imageUrl: "/images/hero/silk.svg",
    website: "Boston Style Weekly",
    preview:
      "When the founders could not find a single salon able to get a bridal party of six ready on time, they built a service that brings vetted stylists, makeup artists and henna artists to the door instead. Two years later, customers across Greater Boston book a silk press or a full glam look the way they would order dinner, and the professionals set their own hours.",
  },
  {
    title: "Inside the Marketplace Paying Beauty Pros Fairly",
    link: "",
    imageUrl: "/images/blog/bridal-beauty-timeline.svg",
    website: "Startup Ledger",
    preview:
      "Independent stylists have long traded a large share of every appointment for a chair in someone else's salon. This on-demand marketplace flips the arithmetic: professionals keep eighty percent of each booking, are paid out for every completed appointment, and choose which appointments in their state they want to accept.",
  },
  {
    title: "Protective Styles, Delivered",
    link: "",
    imageUrl: "/images/blog/protective-styles-for-winter.svg",
    website: "Crown & Coil",
    preview:
      "Box braids can take the better part of a day, which is exactly why so many of our readers would rather sit on their own sofa for them. We tried the service's signature knotless braids in Brooklyn: the braider arrived with a portable chair and a clear plan, asked about our curl pattern and scalp before starting, and finished with time to spare.",
  },
  {
    title: "Wedding Morning Without the Rush",
    link: "",
    imageUrl: "/images/hero/petals.svg",
    website: "The Bridal Edit",
    preview:
      "Ask any bride what went wrong on the morning of her wedding and the answer is often the same: hair and makeup ran late. Booking artists who come to the hotel suite changes that. Our editor's bridal party of five had luxe makeup, lashes and updos done in one room, on schedule, while the photographer caught every moment of it.",
  },
  {
    title: "Henna Artists Find a New Audience",
    link: "",
    imageUrl: "/images/blog/henna-aftercare.svg",
    website: "City Culture Guide",
    preview:
      "For many henna artists, work used to arrive by word of mouth around Eid, Diwali and wedding season. Listing their services on a booking platform has smoothed out the year. Customers choose the size of the design and the length of the session up front, and the artist arrives knowing exactly how much time the design will take.",
  },
  {
    title: "A Beauty App That Takes Safety Seriously",
    link: "",
    imageUrl: "/images/hero/arches.svg",
    website: "Consumer Watch Daily",
    preview:
      "Letting a stranger into your home for a haircut requires trust, so we looked closely at how this service vets its professionals. Applicants are reviewed one by one, licenses are checked where a state requires them, and services for anyone under eighteen are only performed with a parent or another adult present for the whole visit.",
  },
  {
    title: "The Custom Wig, Demystified",
    link: "",
    imageUrl: "/images/blog/first-wig-install.svg",
    website: "Crown & Coil",
    preview:
      "Custom wigs used to mean a trip to a specialist and a stack of forms. Now a wig specialist can take six head measurements in your living room, talk you through density from extra light to extra heavy, and help you choose between virgin human hair and a blend, with the price of every choice shown before you pay for anything.",
  },
  {
    title: "Atlanta Gets Glam on Demand",
    link: "",
    imageUrl: "/images/blog/five-minute-glow.svg",
    website: "Peachtree Pulse",
    preview:
      "The on-demand beauty service that started in Massachusetts has opened in Atlanta, with makeup artists, braiders and nail technicians taking bookings across the metro area. Early customers say the appeal is simple: pick a time between nine in the morning and eight at night, answer a few questions, and the price is fixed before you book.",
  },
  {
    title: "Why Stylists Are Leaving the Chair",
    link: "",
    imageUrl: "/images/blog/silk-press-that-lasts.svg",
    website: "Workforce Report",
    preview:
      "Booth rent keeps rising, and more licensed cosmetologists are asking whether they need a salon at all. We spoke with stylists in Boston, New York and Los Angeles who now take most of their appointments in clients' homes and offices. They describe steadier income, fewer no-shows because every booking is paid in advance, and more control over their week.",
  },
];

/** The home page shows exactly four, in this order. */
export const SEED_TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    quote: "My stylist arrived early, set up in ten minutes and gave me the best silk press of my life.",
    author: "Danielle R.",
    location: "Boston, MA",
  },
  {
    quote: "Six bridesmaids, one hotel suite and not a single minute late. I would not plan a wedding any other way.",
    author: "Marisol T.",
    location: "Miami, FL",
  },
  {
    quote: "My daughter's cornrows were neat, gentle and done at our kitchen table while I worked from home.",
    author: "Keisha W.",
    location: "Atlanta, GA",
  },
  {
    quote: "The henna for my sister's mehndi was stunning, and I knew the price before anyone walked through the door.",
    author: "Anjali P.",
    location: "New York, NY",
  },
];
