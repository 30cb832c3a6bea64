// The code of Sources/TextCells/TextCells.docc/AddingACell.md, compiled and run so that the
// guide cannot rot.
// Keep the two in step when either changes.

import CellFactory
import Foundation
import TestSupport
import Testing
import TextCells

// MARK: 1. The model

struct Temperature {
    var city: String
    var celsius: Double
}

// MARK: 2. What the cell needs, and the view model (imports CellFactory only)

protocol TemperatureCellDataSource {
    var city: String { get }
    var reading: String { get }
    var isFreezing: Bool { get }
}

extension CellAction {
    static let showForecast = CellAction("showForecast")
}

final class TemperatureCellViewModel: CellViewModel, TemperatureCellDataSource {
    private var temperature = Temperature(city: "", celsius: 0)

    var identifier: String { "temperature" }
    var size: CellSize { .fixed(columns: 24, lines: 1) }
    var supportedActions: [CellAction] { [.showForecast] }

    func update(with model: Temperature) {
        temperature = model
    }

    var city: String { temperature.city }
    var reading: String { String(format: "%.1f °C", temperature.celsius) }
    var isFreezing: Bool { temperature.celsius <= 0 }

    func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .showForecast {
            events.receive(CellEvent("forecastRequested", detail: temperature.city))
        }
    }
}

// MARK: 3. The cell (imports TextCells)

final class TemperatureCell: TextCell {
    private var city = ""
    private var reading = ""
    private var isFreezing = false

    func configure(with viewModel: any TemperatureCellDataSource) {
        city = viewModel.city
        reading = viewModel.reading
        isFreezing = viewModel.isFreezing
    }

    func prepareForReuse() {
        city = ""
        reading = ""
        isFreezing = false
    }

    func draw(in canvas: inout CellCanvas) {
        let readingWidth = 9
        canvas.write(city, line: 0, width: canvas.columns - readingWidth)
        canvas.write(
            reading, line: 0, width: readingWidth, alignment: .trailing,
            style: TextStyle(foreground: isFreezing ? .blue : .red))
    }
}

// MARK: 4. The view model's unit test: no rendering involved

@Suite("Guide: TemperatureCellViewModel")
struct TemperatureCellViewModelTests {
    @Test("identifier, size and what the cell shows")
    func shows() throws {
        let viewModel = TemperatureCellViewModel()
        try viewModel.updateData(Temperature(city: "Oslo", celsius: -3.25))
        #expect(viewModel.identifier == "temperature")
        #expect(viewModel.size == .fixed(columns: 24, lines: 1))
        #expect(viewModel.city == "Oslo")
        #expect(viewModel.reading == "-3.2 °C")
        #expect(viewModel.isFreezing)
    }

    @Test("a wrongly typed value is reported and changes nothing")
    func wrongType() throws {
        let viewModel = TemperatureCellViewModel()
        viewModel.update(with: Temperature(city: "Rome", celsius: 21))
        #expect(throws: CellFactoryError.self) { try viewModel.updateData("Rome") }
        #expect(viewModel.city == "Rome")
    }

    @Test("showForecast emits an event the host can observe")
    func action() throws {
        let factory = CollectionFactory()
        try factory.register(TemperatureCellViewModel.init)
        let data = SectionedData(items: [Temperature(city: "Oslo", celsius: -3)])
        let recorder = CellEventRecorder()
        try factory.send(.showForecast, at: CellIndexPath(item: 0), in: data, events: recorder)
        #expect(recorder.events.map(\.description) == ["forecastRequested(Oslo) at 0.0"])
    }
}

// MARK: 5. Wiring it into a host, and a rendering test

@Suite("Guide: rendering temperatures")
struct TemperatureRenderingTests {
    @Test("a mixed list with temperatures renders one row per item")
    func render() throws {
        let factory = CollectionFactory()
        try factory.register(TemperatureCellViewModel.init)
        let view = CollectionView(factory: factory, layout: .list)
        view.register(TemperatureCell.self, forCellWithReuseIdentifier: "temperature")

        let items: [Any] = [
            Temperature(city: "Oslo", celsius: -3), Temperature(city: "Rome", celsius: 21.5), 42,
        ]
        #expect(
            view.validate(SectionedData(items: items)).problems.map(\.description) == [
                "0.2: no view model is registered for Int"
            ])
        let text = try view.render(SectionedData(items: items), width: 30)
        #expect(
            text.split(separator: "\n") == [
                "Oslo             -3.0 °C      ",
                "Rome             21.5 °C      ",
                "[no view model for Int]       ",
            ])
    }
}
