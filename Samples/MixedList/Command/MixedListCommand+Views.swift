import CellFactory
import Foundation
import MixedListCells
import MixedListViewModels
import MixedListViews
import TextCells

extension MixedListCommand {
    /// The views files of the options, read and checked; an error names the file, line and
    /// column. The built-in list's views come first: the shipped `seed.json`.
    static func loadViews(_ options: MixedListOptions, builtIn: Bool) throws(ViewsFileError) -> ViewsFile {
        var views =
            builtIn ? try ViewsFile.parse(ShippedViews.seed, file: ShippedViews.seedName) : ViewsFile()
        views.merge(
            try ViewsFile.load(options.views) { path in
                guard let data = FileManager.default.contents(atPath: path) else { throw UnreadableFile() }
                return String(decoding: data, as: UTF8.self)
            })
        return views
    }

    /// The factory of a run: the compiled views, and the declared ones.
    static func makeFactory(_ options: MixedListOptions, views: ViewsFile) throws(CellFactoryError)
        -> CollectionFactory
    {
        try MixedListCells.makeFactory(
            tables: options.display.layout.isTable, views: views.views,
            kinds: views.rules.isEmpty ? nil : DeclaredKinds(views.rules))
    }
}

/// A file that does not exist, or cannot be read.
private struct UnreadableFile: Error, CustomStringConvertible {
    var description: String { "no such file, or no permission to read it" }
}
