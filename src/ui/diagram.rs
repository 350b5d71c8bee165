//! A board diagram in the page: a position from a FEN drawn as the export's SVG picture, the
//! whole board or part of it, with arrows and marked squares.
use makruk_core::{Position, Variant};
use yew::prelude::*;

use crate::settings::PieceSet;
use crate::ui::svg::{Marks, Picture, Region};

/// Font size of a diagram's coordinates (larger than the export's, as diagrams are shown small).
const LABEL_SIZE: u32 = 30;

/// What [`diagram`] shows.
pub struct DiagramProps {
    /// The rules the FEN is read with.
    pub variant: Variant,
    /// The position shown.
    pub fen: AttrValue,
    /// The part of the board shown.
    pub region: Region,
    /// Arrows, dots and rings.
    pub marks: Marks,
    /// The piece art.
    pub set: PieceSet,
    /// What the diagram shows, in words, for screen readers.
    pub label: AttrValue,
}

/// The SVG picture of a diagram, or `None` if its FEN does not read.
pub fn diagram_svg(props: &DiagramProps) -> Option<String> {
    let position = Position::from_fen(props.variant, &props.fen).ok()?;
    let picture = Picture {
        position: &position,
        region: props.region,
        flipped: false,
        set: props.set,
        checkered: false,
        label_size: LABEL_SIZE,
        marks: &props.marks,
    };
    Some(picture.svg())
}

/// A board diagram; nothing if its FEN does not read.
pub fn diagram(props: &DiagramProps) -> Html {
    let Some(svg) = diagram_svg(props) else {
        return html! {};
    };
    // The coordinates are notation: `translate="no"` on the picture (its label is a sentence).
    let svg = svg.replacen("<svg ", "<svg translate=\"no\" ", 1);
    html! {
        <div class="diagram" data-fen={props.fen.clone()} role="img" aria-label={props.label.clone()}>
            { Html::from_html_unchecked(svg.into()) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use makruk_core::Square;

    use super::*;

    #[test]
    fn draws_part_of_the_board_with_its_marks() {
        let props = DiagramProps {
            variant: Variant::Makruk,
            fen: "4k3/8/8/8/8/2N5/8/4K3 w - - 0 1".into(),
            region: Region {
                files: (0, 4),
                ranks: (0, 4),
            },
            marks: Marks {
                arrows: vec![(Square::new(2, 2), Square::new(3, 4))],
                dots: vec![Square::new(1, 0)],
                rings: vec![Square::new(4, 0)],
            },
            set: PieceSet::Thai,
            label: "".into(),
        };
        let svg = diagram_svg(&props).unwrap();
        // The document and two pieces (ma c3, khun e1); the black khun on e8 is outside.
        assert_eq!(svg.matches("<svg ").count(), 3);
        assert!(svg.contains("viewBox=\"0 0 530 530\""));
        let marks = &svg[svg.find("<g class=\"marks\">").unwrap()..];
        assert_eq!(marks.matches("<polygon").count(), 1);
        assert_eq!(marks.matches("<circle").count(), 2);
        assert_eq!(svg.matches("<text").count(), 10);
    }

    #[test]
    fn a_bad_fen_draws_nothing() {
        let props = DiagramProps {
            variant: Variant::Makruk,
            fen: "not a fen".into(),
            region: Region::BOARD,
            marks: Marks::default(),
            set: PieceSet::Thai,
            label: "".into(),
        };
        assert_eq!(diagram_svg(&props), None);
    }
}
