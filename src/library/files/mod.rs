//! PGN files and the library: a file of many games imported in slices with a report of the games
//! skipped ([`import`]), stored games written back as one PGN file ([`export`]), and the short
//! tasks long work is split into ([`tasks`]).
pub mod export;
pub mod import;

use std::ops::Deref;
use std::rc::Rc;

use crate::library::Library;

/// The open library as a component property: the same library is equal to itself.
#[derive(Clone)]
pub struct SharedLibrary(pub Rc<Library>);

impl PartialEq for SharedLibrary {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Deref for SharedLibrary {
    type Target = Library;

    fn deref(&self) -> &Library {
        &self.0
    }
}
