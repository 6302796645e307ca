// The public site's editorial content: the home page's testimonials and "Beauty Re:Fresh"
// blog carousel, and the about page's press articles. Blog links point at the product's blog
// (the footer's blog link). The press outlets are fictional, so their articles have no link
// (an empty one, which the about page shows as a card without "Read on ..."): a demo must
// never send a visitor to a made-up address.

export interface SeedBlogPost {
  title: string;
  /** A file under apps/web/public. */
  imageUrl: string;
  link: string;
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

const BLOG_URL = "https://blog.primp.com";

const blogPost = (slug: string, title: string): SeedBlogPost => ({
  title,
  imageUrl: `/images/blog/${slug}.svg`,
  link: `${BLOG_URL}/${slug}`,
});

/** In carousel order (the carousel orders by id, and rows are inserted in this order). */
export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  blogPost("silk-press-that-lasts", "Five Ways to Make a Silk Press Last"),
  blogPost("bridal-beauty-timeline", "The Bridal Beauty Timeline, Month by Month"),
  blogPost("henna-aftercare", "Henna Aftercare: Deeper Color in 48 Hours"),
  blogPost("protective-styles-for-winter", "Protective Styles for Winter"),
  blogPost("five-minute-glow", "The Five-Minute Glow Routine"),
  blogPost("first-wig-install", "What to Ask Before Your First Wig Install"),
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
