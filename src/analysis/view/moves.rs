//! The variation tree on screen: the main line with variations in parentheses, review marks,
//! comments, and the shown move highlighted.
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use yew::prelude::*;

use crate::analysis::notation::Item;
use crate::analysis::review::Mark;
use crate::analysis::tree::NodeId;
use crate::text::Lang;
use crate::ui::move_list::nag_glyphs;

/// Properties of [`TreeView`].
#[derive(Properties, PartialEq)]
pub struct TreeViewProps {
    /// The tree written out.
    pub items: Rc<Vec<Item>>,
    /// The node shown on the board.
    pub current: NodeId,
    /// Review marks by node.
    pub marks: Rc<HashMap<NodeId, Mark>>,
    /// Comments after the moves to these nodes (the root's: before the first move).
    #[prop_or_default]
    pub comments: Rc<BTreeMap<NodeId, String>>,
    /// The NAGs of the moves to these nodes, shown as glyphs.
    #[prop_or_default]
    pub nags: Rc<BTreeMap<NodeId, Vec<u8>>>,
    /// Interface language.
    pub lang: Lang,
    /// Show this node.
    pub on_goto: Callback<NodeId>,
}

/// The comment after the move to `node`, if any.
fn comment(props: &TreeViewProps, node: NodeId) -> Option<Html> {
    props.comments.get(&node).map(|text| {
        html! { <span class="tree-comment move-comment" data-testid="move-comment">{ text }</span> }
    })
}

fn render_items(items: &[Item], props: &TreeViewProps) -> Html {
    items
        .iter()
        .map(|item| match item {
            Item::Move(m) => {
                let node = m.node;
                let on_goto = props.on_goto.clone();
                let mark = props.marks.get(&node).copied();
                html! {
                    <>
                        if let Some(number) = &m.number {
                            <span class="tree-no" translate="no">{ number }</span>
                        }
                        <button type="button"
                                class={classes!("move", (node == props.current).then_some("current"),
                                                mark.map(Mark::name))}
                                data-ply={m.ply.to_string()} data-node={node.index().to_string()}
                                data-mark={mark.map(|k| k.name())}
                                onclick={Callback::from(move |_| on_goto.emit(node))}>
                            <span translate="no">{ &m.san }</span>
                            if let Some(nags) = props.nags.get(&node) {
                                <span class="move-nag" data-testid="move-nag">{ nag_glyphs(nags.iter().copied()) }</span>
                            }
                            if let Some(mark) = mark {
                                <span class="mark">{ mark.symbol() }</span>
                            }
                        </button>
                        { comment(props, node) }
                    </>
                }
            }
            Item::Variations(lines) => html! {
                <div class="variations">
                    { for lines.iter().map(|line| html! {
                        <div class="variation">{ render_items(line, props) }</div>
                    }) }
                </div>
            },
        })
        .collect()
}

/// The move tree, scrolled to keep the shown move in sight.
#[function_component(TreeView)]
pub fn tree_view(props: &TreeViewProps) -> Html {
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.current, move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                if let Ok(Some(current)) = list.query_selector(".current") {
                    let top = current.get_bounding_client_rect().top()
                        - list.get_bounding_client_rect().top();
                    let height = f64::from(list.client_height());
                    if top < 0.0 || top > height - 24.0 {
                        list.set_scroll_top(list.scroll_top() + (top - height / 2.0) as i32);
                    }
                }
            }
        });
    }
    let lang = props.lang;
    html! {
        <div class="tree" ref={list_ref} data-testid="analysis-moves" role="region" tabindex="0" aria-label={lang.t(crate::key!("common-moves"))}>
            if props.items.is_empty() {
                <p class="no-moves">{ lang.t(crate::key!("analysis-moves-view-move-a-piece-to-start")) }</p>
            } else {
                { comment(props, NodeId::ROOT) }
                { render_items(&props.items, props) }
            }
        </div>
    }
}
